import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { IssueDraft } from './draftStore';
import { formatInstant } from '../../../ui/format';

interface DraftOfferProps {
  draft: IssueDraft;
  onRestore: () => void;
  onDrop: () => void;
}

/** The unsent issue kept in this browser, offered back when the form opens (issue 38, point 5). */
export function DraftOffer({ draft, onRestore, onDrop }: DraftOfferProps) {
  const { t } = useTranslation('issue');
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('form.localDraft.found', { time: formatInstant(draft.savedAt) })}
      action={
        <Space>
          <Button size="small" type="primary" onClick={onRestore}>
            {t('form.localDraft.restore')}
          </Button>
          <Button size="small" onClick={onDrop}>
            {t('form.localDraft.drop')}
          </Button>
        </Space>
      }
    />
  );
}
