import { FileZipOutlined } from '@ant-design/icons';
import { RESOURCE_CATEGORY_LABELS, type ResourceCard, isFreeResource } from '@questline/contract';
import { Card, Col, Flex, Row, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../i18n';
import { ResourcePrice } from './ResourcePrice';

const COVER_HEIGHT = 140;

function Cover({ card }: { card: ResourceCard }) {
  const { token } = theme.useToken();
  if (card.coverUrl) {
    return <img src={card.coverUrl} alt="" loading="lazy" style={{ height: COVER_HEIGHT, objectFit: 'cover' }} />;
  }
  return (
    <div
      aria-hidden
      style={{
        height: COVER_HEIGHT,
        display: 'grid',
        placeItems: 'center',
        fontSize: 44,
        color: token.colorTextTertiary,
        background: token.colorFillTertiary,
      }}
    >
      <FileZipOutlined />
    </div>
  );
}

/** Resources as cards (cover, title, category, price, downloads), each a link to its detail page. */
export function ResourceGrid({ cards, label }: { cards: ResourceCard[]; label: string }) {
  const { t } = useTranslation('resources');
  const locale = currentLocale();
  return (
    <Row gutter={[16, 16]} role="list" aria-label={label}>
      {cards.map((card) => (
        <Col key={card.resourceId} xs={24} sm={12} md={8} xl={6} role="listitem">
          <Card cover={<Cover card={card} />} styles={{ body: { padding: 16 } }} data-testid="resource-card">
            <Flex vertical gap={6}>
              <Link to={`/resourcesInfo?id=${String(card.resourceId)}`}>
                <Typography.Text strong ellipsis={{ tooltip: card.title }}>
                  {card.title}
                </Typography.Text>
              </Link>
              <Flex gap={8} wrap align="center">
                <Tag>{RESOURCE_CATEGORY_LABELS[locale][card.category]}</Tag>
                {isFreeResource(card) ? <Tag>{t('free')}</Tag> : <ResourcePrice pricing={card} />}
              </Flex>
              <Typography.Text type="secondary">
                {t('downloads', { count: card.downloads })} · {t('files', { count: card.fileCount })}
              </Typography.Text>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
