import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PaymentPanel } from './PaymentPanel';
import { orderIdParam } from './money';

/**
 * /user/UpgradeAccountPayment and /user/upgradePayment (issue 16): paying the plan order that
 * /user/UpgradeAccount placed, named by `?orderId=`.
 */
export default function PlanPaymentPage() {
  const { t } = useTranslation('finance');
  const [search] = useSearchParams();
  const orderId = orderIdParam(search);
  if (orderId === undefined) {
    return (
      <Result
        status="info"
        title={t('pay.missing')}
        extra={<Link to="/user/UpgradeAccount">{t('pay.choosePlan')}</Link>}
      />
    );
  }
  return <PaymentPanel key={orderId} orderId={orderId} />;
}
