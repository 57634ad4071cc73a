import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface SentPhoto {
  key: number;
  name: string;
  state: 'sending' | 'sent' | 'refused';
  /** Why it was refused, in the server's words. */
  note?: string;
}

/** The phone's list of what it sent this time, announced as it changes (a screen reader hears each outcome). */
export function SentPhotos({ photos }: { photos: SentPhoto[] }) {
  const { t } = useTranslation('mobileUpload');
  if (photos.length === 0) return <div aria-live="polite" />;
  return (
    <div aria-live="polite" style={{ marginTop: 16 }}>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('page.sentList')}
      </Typography.Title>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {photos.map((photo) => (
          <li key={photo.key} style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
            {photo.state === 'sending' && <LoadingOutlined aria-hidden />}
            {photo.state === 'sent' && (
              <Typography.Text type="success">
                <CheckCircleFilled aria-hidden />
              </Typography.Text>
            )}
            {photo.state === 'refused' && (
              <Typography.Text type="danger">
                <CloseCircleFilled aria-hidden />
              </Typography.Text>
            )}
            <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Typography.Text strong>{photo.name}</Typography.Text>{' '}
              <Typography.Text type={photo.state === 'refused' ? 'danger' : 'secondary'}>
                {photo.state === 'refused' ? photo.note : t(`page.${photo.state}`)}
              </Typography.Text>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
