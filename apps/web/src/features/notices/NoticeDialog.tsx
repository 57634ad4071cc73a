import { NOTICE_TYPE_LABELS, NoticeType, type NoticeDetail } from '@questline/contract';
import { Button, Flex, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../i18n';
import { questionPath } from '../issues/detail/LinkedIssues';
import { formatInstant } from '../issues/share/format';
import { workOrderPath } from '../workOrders/WorkOrderTable';

/**
 * Spec point 2 "Layout pieces after login": the announcement detail dialog with title, type, release
 * time and the rich-text body; a personal message shows the same way with a link to its issue, its work order, or
 * to the invitations tab when it tells of an invitation.
 */
export function NoticeDialog({ notice, onClose }: { notice: NoticeDetail | null; onClose: () => void }) {
  const { t } = useTranslation('notices');
  if (!notice) return null;
  const announcement = notice.noticeType === NoticeType.announcement;
  return (
    <Modal
      open
      title={notice.noticeTitle}
      onCancel={onClose}
      width={640}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('dialog.close')}
        </Button>
      }
      destroyOnHidden
    >
      <Flex vertical gap={12} data-testid="notice-dialog">
        <Flex gap={8} align="center" wrap>
          <Tag color={announcement ? 'blue' : 'success'}>{NOTICE_TYPE_LABELS[currentLocale()][notice.noticeType]}</Tag>
          <Typography.Text type="secondary">
            {t('dialog.released', { time: formatInstant(notice.createTime) })}
          </Typography.Text>
          {notice.operatorName && (
            <Typography.Text type="secondary">{t('dialog.by', { name: notice.operatorName })}</Typography.Text>
          )}
        </Flex>
        {announcement ? (
          // Sanitised by the server when the administrator saved it (DESIGN.md "Rich text").
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: notice.body }} />
        ) : (
          <Typography.Paragraph style={{ margin: 0 }}>
            {notice.projectName && <Typography.Text type="secondary">{notice.projectName} · </Typography.Text>}
            {notice.body}
          </Typography.Paragraph>
        )}
        {notice.projectId !== null && notice.questionId !== null && (
          <Link to={questionPath(notice.projectId, notice.questionId)} onClick={onClose}>
            {t('dialog.openIssue')}
          </Link>
        )}
        {notice.workOrderId !== null && (
          <Link to={workOrderPath(notice.workOrderId)} onClick={onClose}>
            {t('dialog.openWorkOrder')}
          </Link>
        )}
        {notice.invitationId !== null && (
          <Link to="/user/message?tab=invitations" onClick={onClose}>
            {t('dialog.openInvitation')}
          </Link>
        )}
      </Flex>
    </Modal>
  );
}
