import { GiftOutlined } from '@ant-design/icons';
import type { CommodityOffer } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Result, Row, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCommodities } from '../../../api/mall';
import { EmptyState, ListSkeleton } from '../../../ui/queryStatus';
import { RedeemDialog } from './RedeemDialog';
import { mallKeys } from './mallKeys';

const PICTURE_HEIGHT = 160;

function Picture({ offer }: { offer: CommodityOffer }) {
  const { token } = theme.useToken();
  if (offer.imageUrl) {
    return (
      <img
        src={offer.imageUrl}
        alt={offer.name}
        loading="lazy"
        style={{ height: PICTURE_HEIGHT, objectFit: 'cover', width: '100%' }}
      />
    );
  }
  return (
    <div
      aria-hidden
      style={{
        height: PICTURE_HEIGHT,
        display: 'grid',
        placeItems: 'center',
        fontSize: 48,
        color: token.colorTextTertiary,
        background: token.colorFillTertiary,
      }}
    >
      <GiftOutlined />
    </div>
  );
}

/**
 * getSaleInfoList (spec point 2 "integralPage"): the commodities on sale as cards with picture, description, points
 * price and stock; a sold-out one stays to see, its button disabled. Redeeming opens the form beside the list.
 */
export function CommodityGrid() {
  const { t } = useTranslation('profile');
  const list = useQuery({ queryKey: mallKeys.commodities, queryFn: async () => (await getCommodities()).data });
  const [redeeming, setRedeeming] = useState<number | null>(null);

  if (list.error) return <Result status="error" title={list.error.message} />;
  if (!list.data) return <ListSkeleton rows={4} />;
  if (list.data.length === 0) return <EmptyState description={t('mall.empty')} />;
  return (
    <>
      <Row gutter={[16, 16]} role="list" aria-label={t('mall.commodities')}>
        {list.data.map((offer) => (
          <Col key={offer.commodityId} xs={24} sm={12} md={8} xl={6} role="listitem">
            <Card
              cover={<Picture offer={offer} />}
              styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}
              data-testid="commodity-card"
            >
              <Typography.Title
                level={2}
                id={`commodity-${String(offer.commodityId)}`}
                style={{ fontSize: 16, margin: 0 }}
              >
                {offer.name}
              </Typography.Title>
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, minHeight: 44 }}>
                {offer.description}
              </Typography.Paragraph>
              <Typography.Text strong>{t('mall.points', { count: offer.pointsPrice })}</Typography.Text>
              {offer.stock > 0 ? (
                <Typography.Text type="secondary">{t('mall.stockLeft', { count: offer.stock })}</Typography.Text>
              ) : (
                <Tag style={{ alignSelf: 'start' }}>{t('mall.soldOut')}</Tag>
              )}
              <Button
                type="primary"
                disabled={offer.stock === 0}
                // The name says what the button shows (WCAG 2.5.3); the card's title says which commodity.
                aria-describedby={`commodity-${String(offer.commodityId)}`}
                onClick={() => setRedeeming(offer.commodityId)}
              >
                {t('mall.redeem')}
              </Button>
            </Card>
          </Col>
        ))}
      </Row>
      {redeeming !== null && <RedeemDialog commodityId={redeeming} onClose={() => setRedeeming(null)} />}
    </>
  );
}
