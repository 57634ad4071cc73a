import { NOTICE_TYPE_LABELS, NoticeType, type NoticeDetail, detailPagePath } from '@questline/contract';
import { App, Button, Flex, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../i18n';
import { copyToClipboard } from '../../ui/clipboard';
import { questionPath } from '../issues';
import { formatInstant } from '../../ui/format';
import { workOrderPath } from '../workOrders';

/**
 * Spec point 2 "Layout pieces after login": the announcement detail dialog with title, type, release
 * time and the rich-text body; a personal message shows the same way with a link to its issue, its work order, or
 * to the invitations tab when it tells of an invitation.
 */
export function NoticeDialog({ notice, onClose }: { notice: NoticeDetail | null; onClose: () => void }) {
  const { t } = useTranslation('notices');
  const { message } = App.useApp();
  if (!notice) return null;
  const announcement = notice.noticeType === NoticeType.announcement;
  // A published announcement has a public page (ADR 0120), so it can be passed on to people without an account.
  const copyLink = async () => {
    const link = `${window.location.origin}${detailPagePath('announcement', notice.noticeId)}`;
    if (await copyToClipboard(link)) void message.success(t('dialog.copied'));
    else void message.warning(t('dialog.copyFailed', { link }));
  };
  return (
    <Modal
      open
      title={notice.noticeTitle}
      onCancel={onClose}
      width={640}
      footer={
        <>
          {announcement && <Button onClick={() => void copyLink()}>{t('dialog.copyLink')}</Button>}
          <Button type="primary" onClick={onClose}>
            {t('dialog.close')}
          </Button>
        </>
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
