import { DeleteOutlined, EditOutlined, ShareAltOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { QuestionDetail } from '@questline/contract';
import { Button, Popconfirm, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteQuestion, toggleCollect } from '../../../api/issues';
import { ShareDialog } from '../share/ShareDialog';
import { useIssueChange } from './useIssueChange';

interface DetailToolbarProps {
  projectId: number;
  detail: QuestionDetail;
  onEdit: () => void;
  onChanged: () => void;
  onDeleted: () => void;
  /** Where the host adds its own (the drawer's "open full page"). */
  extra?: ReactNode;
}

/** Edit, favourite, share and delete; what the caller may not do is not offered. */
export function DetailToolbar({ projectId, detail, onEdit, onChanged, onDeleted, extra }: DetailToolbarProps) {
  const { t } = useTranslation('issue');
  const [sharing, setSharing] = useState(false);
  const { busy, change } = useIssueChange(projectId, onChanged);

  async function remove() {
    if (await change(() => deleteQuestion(projectId, detail.questionId), t('detail.deleted'))) onDeleted();
  }

  return (
    <Space wrap size={4} data-testid="detail-toolbar">
      {detail.canEdit && (
        <Button icon={<EditOutlined />} onClick={onEdit}>
          {t('detail.edit')}
        </Button>
      )}
      <Button
        icon={detail.collected ? <StarFilled style={{ color: '#ad6800' }} /> : <StarOutlined />}
        aria-pressed={detail.collected}
        disabled={busy}
        onClick={() =>
          void change(
            () => toggleCollect(projectId, detail.questionId),
            detail.collected ? t('detail.uncollected') : t('detail.collected'),
          )
        }
      >
        {detail.collected ? t('detail.uncollect') : t('detail.collect')}
      </Button>
      <Button icon={<ShareAltOutlined />} onClick={() => setSharing(true)}>
        {t('detail.share')}
      </Button>
      {detail.canDelete && (
        <Popconfirm
          title={t('detail.deleteConfirm', { number: detail.number })}
          okText={t('detail.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('action.cancel')}
          onConfirm={() => void remove()}
        >
          <Button danger icon={<DeleteOutlined />} disabled={busy}>
            {t('detail.delete')}
          </Button>
        </Popconfirm>
      )}
      {extra}
      <ShareDialog
        projectId={projectId}
        questionId={detail.questionId}
        open={sharing}
        onClose={() => setSharing(false)}
      />
    </Space>
  );
}
