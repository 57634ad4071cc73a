import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import type { AiImageRow } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Image, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { removeImage } from '../../api/ai';
import { formatInstant } from '../../ui/format';
import { aiKeys } from './aiKeys';

/** The person's pictures, newest first, each to enlarge, download or remove. */
export function ImageGallery({ images }: { images: AiImageRow[] }) {
  const { t } = useTranslation('ai');
  const { message } = App.useApp();
  const client = useQueryClient();
  if (images.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('draw.empty')} />;
  }
  async function remove(image: AiImageRow) {
    try {
      await removeImage(image.imageId);
      await client.invalidateQueries({ queryKey: aiKeys.images });
      void message.success(t('draw.removed'));
    } catch {
      // The client showed why (spec point 8).
    }
  }
  return (
    <Image.PreviewGroup>
      <ul
        aria-label={t('draw.gallery')}
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        }}
      >
        {images.map((image) => (
          <li key={image.imageId} data-testid="ai-image">
            <Card
              size="small"
              cover={<Image src={image.url} alt={image.prompt} style={{ aspectRatio: '1', objectFit: 'cover' }} />}
              actions={[
                <a key="download" href={image.url} download aria-label={t('draw.download', { prompt: image.prompt })}>
                  <DownloadOutlined aria-hidden />
                </a>,
                <Popconfirm key="remove" title={t('draw.removeConfirm')} onConfirm={() => void remove(image)}>
                  <Button
                    type="text"
                    size="small"
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('draw.remove', { prompt: image.prompt })}
                  />
                </Popconfirm>,
              ]}
            >
              <Typography.Paragraph ellipsis={{ rows: 2, tooltip: image.prompt }} style={{ marginBottom: 4 }}>
                {image.prompt}
              </Typography.Paragraph>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatInstant(image.createTime)}
              </Typography.Text>
            </Card>
          </li>
        ))}
      </ul>
    </Image.PreviewGroup>
  );
}
