import { useQuery } from '@tanstack/react-query';
import { Button, Result, Space, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { getInfo } from '../../api/account';
import { getOrder, getPaymentState } from '../../api/finance';
import { useAppNavigate } from '../../app/navigation';
import { sessionStore, useSession } from '../../session/store';
import { formatInstant } from '../../ui/format';
import { POLL_MS, financeKeys, orderIdParam, yuan } from './money';

/**
 * /user/PaymentSuccess?orderId= (issue 16), where every way of paying ends: after a reviewer's approval,
 * and after a gateway's cashier, whose return is not proof of payment (ADR 0070). The page asks the
 * server (paymentState) until the money has arrived, then shows the order and the plan now in force; the
 * session is loaded again then, so the menu and the limits shown everywhere follow the new plan.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation('finance');
  const navigate = useAppNavigate();
  const [search] = useSearchParams();
  const orderId = orderIdParam(search);
  const session = useSession();
  const state = useQuery({
    queryKey: financeKeys.paymentState(orderId ?? 0),
    queryFn: () => getPaymentState(orderId ?? 0),
    enabled: orderId !== undefined,
    refetchInterval: (query) => {
      const current = query.state.data?.data;
      return current && !current.paid && !current.closed ? POLL_MS : false;
    },
  });
  const paid = state.data?.data.paid === true;
  const order = useQuery({
    queryKey: financeKeys.order(orderId ?? 0),
    queryFn: () => getOrder(orderId ?? 0),
    enabled: orderId !== undefined && paid,
  });

  useEffect(() => {
    if (!paid) return;
    void getInfo().then(
      (info) => {
        if (info.data) sessionStore.set(info.data);
      },
      () => undefined,
    );
  }, [paid]);

  if (orderId === undefined) {
    return <Result status="info" title={t('pay.missing')} extra={<Link to="/user/order">{t('orders.title')}</Link>} />;
  }
  if (state.error) return <Result status="error" title={state.error.message} />;
  const current = state.data?.data;
  if (!current) return <Spin />;
  if (current.closed) {
    return (
      <Result
        status="warning"
        title={t('pay.closed')}
        subTitle={t('pay.closedBody')}
        extra={<Link to="/user/UpgradeAccount">{t('pay.choosePlan')}</Link>}
      />
    );
  }
  if (!current.paid) {
    return (
      <Result
        icon={<Spin size="large" />}
        title={t('success.waiting')}
        subTitle={<span data-testid="payment-state">{current.statusLabel}</span>}
        extra={
          <Button onClick={() => void state.refetch()} loading={state.isFetching}>
            {t('success.check')}
          </Button>
        }
      />
    );
  }
  const detail = order.data?.data;
  const version = session?.version;
  return (
    <Result
      status="success"
      title={t('success.title')}
      subTitle={
        <Space direction="vertical">
          {detail && (
            <span data-testid="success-order">
              {t('success.paid', { orderNo: detail.orderNo, amount: yuan(t, detail.amountFen) })}
            </span>
          )}
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
