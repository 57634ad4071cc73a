import { DeleteOutlined } from '@ant-design/icons';
import type { QuestionAttachment } from '@questline/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { removeAttachment } from '../../../api/issues';
import { Popconfirm } from '../../../ui/Popconfirm';
import { useIssueChange } from './useIssueChange';

/** The detail's remove control for one attachment the caller may remove (removableAttachmentIds). */
export function RemoveAttachment(props: {
  projectId: number;
  attachment: Pick<QuestionAttachment, 'attachmentId' | 'fileName'>;
  onChanged: () => void;
}) {
  const { projectId, attachment, onChanged } = props;
  const { t } = useTranslation('issue');
  const { busy, change } = useIssueChange(projectId, onChanged);
  const name = attachment.fileName;
  return (
    <Popconfirm
      title={t('attachment.removeConfirm', { name })}
      okText={t('attachment.removeOk')}
      cancelText={t('action.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() => change(() => removeAttachment(attachment.attachmentId), t('attachment.removed'))}
    >
      <Button
        type="text"
        size="small"
        danger
        loading={busy}
        icon={<DeleteOutlined aria-hidden />}
        aria-label={t('attachment.remove', { name })}
      />
    </Popconfirm>
  );
}
