import { useQuery } from '@tanstack/react-query';
import { Button, Result, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getInfo } from '../../api/account';
import { getOrder } from '../../api/finance';
import { useAppNavigate } from '../../app/navigation';
import { sessionStore, useSession } from '../../session/store';
import { formatInstant } from '../issues/share/format';
import { financeKeys, orderIdParam, yuan } from './money';

/**
 * /user/PaymentSuccess (issue 16): the paid order and the plan now in force. The session is loaded again so
 * the menu and the limits shown everywhere follow the new plan at once.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation('finance');
  const navigate = useAppNavigate();
  const [search] = useSearchParams();
  const orderId = orderIdParam(search);
  const session = useSession();
  const order = useQuery({
    queryKey: financeKeys.order(orderId ?? 0),
    queryFn: () => getOrder(orderId ?? 0),
    enabled: orderId !== undefined,
  });

  useEffect(() => {
    void getInfo().then(
      (info) => {
        if (info.data) sessionStore.set(info.data);
      },
      () => undefined,
    );
  }, []);

  const paid = order.data?.data;
  const version = session?.version;
  return (
    <Result
      status="success"
      title={t('success.title')}
      subTitle={
        <Space direction="vertical">
          {paid && <span>{t('success.paid', { orderNo: paid.orderNo, amount: yuan(t, paid.amountFen) })}</span>}
          {version?.endTime && (
            <span data-testid="success-plan">
              {t('success.plan', { name: version.versionName, time: formatInstant(version.endTime) })}
            </span>
          )}
        </Space>
      }
      extra={[
        <Button key="orders" onClick={() => navigate('/user/order')}>
          {t('success.orders')}
        </Button>,
        <Button key="projects" type="primary" onClick={() => navigate('/index')}>
          {t('success.projects')}
        </Button>,
      ]}
    />
  );
}
