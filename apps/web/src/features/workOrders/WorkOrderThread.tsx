import { LockOutlined } from '@ant-design/icons';
import type { WorkOrderImage, WorkOrderMessage } from '@questline/contract';
import { Card, Flex, Image, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../ui/format';

/** A message's or the order's pictures, each opening large. */
export function WorkOrderPictures({ images, label }: { images: readonly WorkOrderImage[]; label: string }) {
  if (images.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Flex gap={8} wrap>
        {images.map((image, index) => (
          <Image
            key={image.imageId}
            src={image.url}
            alt={`${label} ${String(index + 1)}`}
            width={96}
            height={96}
            style={{ objectFit: 'cover', borderRadius: 6 }}
          />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}

/**
 * The conversation of an order, oldest first: the requester's messages and support's replies, and (for the desk only;
 * the server never sends them to the requester) internal notes, marked as such.
 */
export function WorkOrderThread({ messages }: { messages: readonly WorkOrderMessage[] }) {
  const { t } = useTranslation('workOrders');
  if (messages.length === 0) return <Typography.Text type="secondary">{t('thread.empty')}</Typography.Text>;
  return (
    <ol aria-label={t('thread.title')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {messages.map((message) => (
        <li key={message.messageId} data-testid="work-order-message">
          <Card
            size="small"
            style={{
              background: message.internal ? '#fffbe6' : message.side === 'support' ? '#f0f5ff' : undefined,
              marginInlineStart: message.side === 'support' ? 0 : 24,
              marginInlineEnd: message.side === 'support' ? 24 : 0,
            }}
            title={
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong>{message.author.nickName}</Typography.Text>
                <Tag color={message.side === 'support' ? 'blue' : 'default'}>{t(`thread.side.${message.side}`)}</Tag>
                {message.internal && (
                  <Tag color="red" icon={<LockOutlined aria-hidden />}>
                    {t('thread.internal')}
                  </Tag>
                )}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatInstant(message.createTime)}
                </Typography.Text>
              </Flex>
            }
          >
            {message.body && (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: message.images.length ? 8 : 0 }}>
                {message.body}
              </Typography.Paragraph>
            )}
            <WorkOrderPictures images={message.images} label={t('images.ofMessage')} />
          </Card>
        </li>
      ))}
    </ol>
  );
}
