import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A link shown once, right after it was made: only its hash is kept (ADR 0108), so this is the moment to copy it.
 */
export function CopyableLink({ url, note, onClose }: { url: string; note: string; onClose(): void }) {
  const { t } = useTranslation('projects');
  return (
    <Alert
      type="success"
      showIcon
      closable={{ onClose, 'aria-label': t('joinLinks.dismiss') }}
      title={note}
      description={
        <Typography.Paragraph
          copyable={{ text: url, tooltips: [t('joinLinks.copy'), t('joinLinks.copied')] }}
          style={{ marginBottom: 0, wordBreak: 'break-all' }}
          data-testid="created-link"
        >
          {url}
        </Typography.Paragraph>
      }
      style={{ marginBottom: 12 }}
    />
  );
}
