import { AI_CREDIT_KINDS, type AiCreditKind, type ProductOffer } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getCreditOffers, orderCredits } from '../../api/ai';
import { isPlatformAdmin } from '../../app/guard';
import { useAppNavigate } from '../../app/navigation';
import { useSession } from '../../session/store';
import { yuan } from '../finance';
import { aiKeys, useAiStatus } from './aiKeys';
import { useWrite } from '../../ui/useWrite';

/** The credits of one kind on sale; buying one places the order and goes to the payment page every order uses. */
function Offers({ kind, balance }: { kind: AiCreditKind; balance: number | undefined }) {
  const { t } = useTranslation('ai');
  const { t: tFinance } = useTranslation('finance');
  const navigate = useAppNavigate();
  const session = useSession();
  const offers = useQuery({ queryKey: aiKeys.offers(kind), queryFn: async () => (await getCreditOffers(kind)).data });
  const buy = useWrite({
    write: (offer: ProductOffer) => orderCredits(offer.productId, offer.priceFen),
    onSuccess: (placed) => navigate(`/user/UpgradeAccountPayment?orderId=${String(placed.data.orderId)}`),
  });
  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t(`recharge.${kind}.title`)}</h2>}
      extra={<Link to={kind === 'chat' ? '/ChatGPT' : '/Midjourney'}>{t(`recharge.${kind}.open`)}</Link>}
      style={{ height: '100%' }}
    >
      <Flex vertical gap={16}>
        <Statistic title={t('recharge.balance')} value={balance ?? '-'} data-testid={`ai-balance-${kind}`} />
        <Typography.Text type="secondary">{t(`recharge.${kind}.unit`)}</Typography.Text>
        {offers.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} title={false} />
        ) : (offers.data ?? []).length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('recharge.nothingOnSale')}>
            {session && isPlatformAdmin(session) && (
              <Link to="/admin/finance/products">{t('recharge.addProducts')}</Link>
            )}
          </Empty>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {(offers.data ?? []).map((offer) => (
              <li key={offer.productId} data-testid={`ai-offer-${kind}`}>
                <Flex gap={12} wrap align="center" justify="space-between">
                  <span>
                    <Typography.Text strong>{offer.name}</Typography.Text>{' '}
                    <Typography.Text type="secondary">
                      {t('recharge.credits', { count: offer.credits ?? 0 })}
                    </Typography.Text>
                  </span>
                  <Button
                    type="primary"
                    loading={buy.isPending && buy.variables.productId === offer.productId}
                    onClick={() => buy.mutate(offer)}
                  >
                    {t('recharge.buy', { price: yuan(tFinance, offer.priceFen) })}
                  </Button>
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </Flex>
    </Card>
  );
}

/**
 * /MidjourneyRecharge (spec point 2; issue 34): the balances of chat and drawing credits and the AI credits on sale
 * (getChatGPTVersionist, getMidJourneyVersionist), each paid on the payment page every order uses.
 */
export default function RechargePage() {
  const { t } = useTranslation('ai');
  const status = useAiStatus();
  return (
    <Flex vertical gap={16}>
      <Card title={<h1 style={{ fontSize: 16, margin: 0 }}>{t('recharge.title')}</h1>}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('recharge.intro')}</Typography.Paragraph>
      </Card>
      <Row gutter={[16, 16]}>
        {AI_CREDIT_KINDS.map((kind) => (
          <Col key={kind} xs={24} md={12}>
            <Offers kind={kind} balance={status.data?.credits?.[kind]} />
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
