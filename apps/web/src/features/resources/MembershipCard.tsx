import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ResourceMembership } from '@questline/contract';
import { getMembershipOffers, orderMembership } from '../../api/resources';
import { yuan } from '../finance';
import { formatInstant } from '../../ui/format';
import { resourceKeys } from './resourceKeys';
import { useWrite } from '../../ui/useWrite';

/**
 * The caller's resource membership (spec point 7 getResourcesVersionInfo, addResourcesOrder,
 * renewalResourcesOrder): its end, and the memberships on sale, each ordered and paid on the payment page.
 */
export function MembershipCard({ membership }: { membership: ResourceMembership }) {
  const { t } = useTranslation('resources');
  const { t: tFinance } = useTranslation('finance');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const offers = useQuery({
    queryKey: resourceKeys.memberships,
    queryFn: async () => (await getMembershipOffers()).data,
  });
  const renewal = membership.endTime !== null;
  const buy = useWrite({
    write: (offer: { productId: number; priceFen: number }) =>
      orderMembership(offer.productId, offer.priceFen, renewal),
    onSuccess: (placed) => navigate(`/user/UpgradeAccountPayment?orderId=${String(placed.data.orderId)}`),
    onError: (error) => void message.error(error.message),
  });
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('membership.title')}</h2>}>
      <Flex vertical gap={12}>
        <Typography.Text data-testid="membership-state">
          {membership.endTime
            ? t('membership.until', { date: formatInstant(membership.endTime, 'day') })
            : t('membership.none')}
        </Typography.Text>
        <Flex gap={8} wrap>
          {(offers.data ?? []).map((offer) => (
            <Button
              key={offer.productId}
              loading={buy.isPending && buy.variables.productId === offer.productId}
              onClick={() => buy.mutate(offer)}
            >
              {t(renewal ? 'membership.renew' : 'membership.buy', {
                name: offer.name,
                price: yuan(tFinance, offer.priceFen),
              })}
            </Button>
          ))}
        </Flex>
      </Flex>
    </Card>
  );
}
