import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Statistic, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getPointsSummary } from '../../../api/points';
import { pointsKeys } from '../CheckInButton';
import { PointsLedgerTable } from '../PointsLedgerTable';
import { SignInWeek } from '../SignInWeek';
import { CommodityGrid } from './CommodityGrid';

/**
 * /user/integralPage (spec point 2 "integralPage: points mall"; issue 30): the balance and the week's check-in run
 * (the header's button checks in), the commodities to redeem and the person's own points record.
 */
export default function IntegralPage() {
  const { t } = useTranslation('profile');
  const summary = useQuery({ queryKey: pointsKeys.summary, queryFn: async () => (await getPointsSummary()).data });
  return (
    <Flex vertical gap={16}>
      <Card
        title={<h1 style={{ fontSize: 16, margin: 0 }}>{t('mall.title')}</h1>}
        extra={<Link to="/user/forpoint">{t('mall.myOrders')}</Link>}
      >
        <Flex wrap gap={32} align="end">
          <Statistic
            title={t('mall.balance')}
            value={summary.data?.balance ?? 0}
            loading={summary.isPending}
            data-testid="points-balance"
          />
          <SignInWeek />
        </Flex>
      </Card>
      <Card>
        <Tabs
          items={[
            { key: 'mall', label: t('mall.commodities'), children: <CommodityGrid /> },
            { key: 'ledger', label: t('ledger.title'), children: <PointsLedgerTable /> },
          ]}
        />
      </Card>
    </Flex>
  );
}
