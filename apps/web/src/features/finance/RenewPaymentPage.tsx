import { BILLING_PERIODS, type BillingPeriod, FREE_VERSION_CODE } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { addRenewalOrder, getRenewalOffer } from '../../api/finance';
import { PaymentPanel } from './PaymentPanel';
import { financeKeys, orderIdParam, yuan } from './money';

const PERIODS = Object.keys(BILLING_PERIODS) as BillingPeriod[];

/**
 * /user/renewPayment (issue 16; the VIP-end dialog's renew button): choose how long to renew the current
 * plan, which places the renewal order, then pay it here.
 */
export default function RenewPaymentPage() {
  const { t } = useTranslation('finance');
  const [search, setSearch] = useSearchParams();
  const orderId = orderIdParam(search);
  const [placing, setPlacing] = useState<BillingPeriod | null>(null);
  const offer = useQuery({ queryKey: financeKeys.renewal, queryFn: getRenewalOffer, enabled: orderId === undefined });

  if (orderId !== undefined) return <PaymentPanel key={orderId} orderId={orderId} />;
  if (offer.error) return <Result status="error" title={offer.error.message} />;
  const data = offer.data?.data;
  if (data?.current.versionCode === FREE_VERSION_CODE) {
    return (
      <Result
        status="info"
        title={t('pay.renewFree')}
        extra={<Link to="/user/UpgradeAccount">{t('pay.buyPlan')}</Link>}
      />
    );
  }

  async function renew(period: BillingPeriod, amountFen: number) {
    setPlacing(period);
    try {
      const placed = await addRenewalOrder({ period, amountFen });
      setSearch({ orderId: String(placed.data.orderId) });
    } catch {
      // Shown by the client (spec point 8).
    } finally {
      setPlacing(null);
    }
  }

  return (
    <Card title={t('pay.chooseRenewal')} loading={!data}>
      {data && (
        <Space direction="vertical">
          <span>{data.current.versionName}</span>
          <Space wrap>
            {PERIODS.map((period) => (
              <Button
                key={period}
                type={period === 'annual' ? 'primary' : 'default'}
                loading={placing === period}
                onClick={() => void renew(period, data.prices[period])}
              >
                {t('pay.renewFor', { period: t(`periodShort.${period}`), amount: yuan(t, data.prices[period]) })}
              </Button>
            ))}
          </Space>
        </Space>
      )}
    </Card>
  );
}
