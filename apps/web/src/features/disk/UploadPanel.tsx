import { Button, Card, Flex, List, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../../ui/format';
import type { UploadItem } from './useDiskUploads';

interface Props {
  items: UploadItem[];
  onPause: (id: string) => void;
  onResume: (id: string) => void;
  onCancel: (id: string) => void;
  onClear: () => void;
}

const percentOf = (item: UploadItem) => (item.size === 0 ? 100 : Math.floor((item.sent / item.size) * 100));

/** Each upload with its progress, and what can be done with it: pause, resume, retry or cancel. */
export function UploadPanel({ items, onPause, onResume, onCancel, onClear }: Props) {
  const { t } = useTranslation('disk');
  if (items.length === 0) return null;
  const finished = items.filter((item) => item.status === 'done').length;
  return (
    <Card
      size="small"
      title={<h2 style={{ fontSize: 14, margin: 0 }}>{t('uploads.title', { done: finished, total: items.length })}</h2>}
      extra={
        finished > 0 && (
          <Button size="small" type="link" onClick={onClear}>
            {t('uploads.clear')}
          </Button>
        )
      }
    >
      <List
        size="small"
        dataSource={items}
        renderItem={(item) => (
          <List.Item
            aria-label={item.name}
            actions={[
              item.status === 'uploading' && (
                <Button key="pause" size="small" onClick={() => onPause(item.id)}>
                  {t('uploads.pause')}
                </Button>
              ),
              (item.status === 'paused' || item.status === 'failed') && (
                <Button key="resume" size="small" onClick={() => onResume(item.id)}>
                  {item.status === 'failed' ? t('uploads.retry') : t('uploads.resume')}
                </Button>
              ),
              item.status !== 'done' && (
                <Button key="cancel" size="small" danger onClick={() => onCancel(item.id)}>
                  {t('actions.cancel')}
                </Button>
              ),
            ].filter(Boolean)}
          >
            <Flex vertical style={{ width: '100%', minWidth: 0 }}>
              <Typography.Text ellipsis={{ tooltip: item.name }}>{item.name}</Typography.Text>
              <Progress
                percent={percentOf(item)}
                size="small"
                status={item.status === 'failed' ? 'exception' : item.status === 'done' ? 'success' : 'active'}
                aria-label={t('uploads.progress', { name: item.name })}
              />
              <Typography.Text type={item.status === 'failed' ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
                {item.status === 'failed'
                  ? item.error
                  : `${t(`uploads.status.${item.status}`)} · ${formatSize(item.sent)} / ${formatSize(item.size)}`}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}
