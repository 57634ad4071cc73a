import {
  OrderStatus,
  PAYMENT_METHODS,
  type OrderStatusChange,
  type PaymentMethod,
  isOpenOrder,
  orderStatusLabel,
  paymentMethodLabel,
} from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Space, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { getOrder } from '../../api/finance';
import { useAppNavigate } from '../../app/navigation';
import { currentLocale } from '../../i18n';
import { formatInstant } from '../../ui/format';
import { InvoicePanel } from './InvoicePanel';
import { OrderSummary } from './OrderSummary';
import { financeKeys, orderIdParam } from './money';

/** Choosing a method records the method's key as the note; a reviewer's rejection records the reason. */
function noteText(note: string): string {
  return (PAYMENT_METHODS as readonly string[]).includes(note)
    ? paymentMethodLabel(currentLocale(), note as PaymentMethod)
    : note;
}

function ChangeLine({ change }: { change: OrderStatusChange }) {
  const { t } = useTranslation('finance');
  const locale = currentLocale();
  const what =
    change.fromStatus === null
      ? t('info.created')
      : t('info.change', {
          from: orderStatusLabel(locale, change.fromStatus),
          to: orderStatusLabel(locale, change.toStatus),
        });
  return (
    <Space direction="vertical" size={0}>
      <strong>{what}</strong>
      <span>
        {formatInstant(change.createTime)} · {t('info.by', { name: change.byName ?? t('info.system') })}
      </span>
      {change.note !== '' && change.fromStatus !== null && (
        <span>{t('info.note', { note: noteText(change.note) })}</span>
      )}
    </Space>
  );
}

/** /user/orderInfo?orderId= (issue 16): one order with its status history, who and when, and its invoice. */
export default function OrderInfoPage() {
  const { t } = useTranslation('finance');
  const navigate = useAppNavigate();
  const [search] = useSearchParams();
  const orderId = orderIdParam(search);
  const order = useQuery({
    queryKey: financeKeys.order(orderId ?? 0),
    queryFn: () => getOrder(orderId ?? 0),
    enabled: orderId !== undefined,
  });

  if (orderId === undefined) {
    return <Result status="info" title={t('pay.missing')} extra={<Link to="/user/order">{t('orders.title')}</Link>} />;
  }
  if (order.error) return <Result status="error" title={order.error.message} />;
  const data = order.data?.data;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={t('info.title')}
        loading={!data}
        extra={
          data &&
          isOpenOrder(data.status) && (
            <Button type="primary" onClick={() => navigate(`/user/UpgradeAccountPayment?orderId=${String(orderId)}`)}>
              {t('orders.pay')}
            </Button>
          )
        }
      >
        {data && (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <OrderSummary order={data} />
            {data.provider && (
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('info.provider')}>
                  {paymentMethodLabel(currentLocale(), data.provider)}
                </Descriptions.Item>
                {data.paidTime && (
                  <Descriptions.Item label={t('orders.paidTime')}>{formatInstant(data.paidTime)}</Descriptions.Item>
                )}
              </Descriptions>
            )}
          </Space>
        )}
      </Card>
      {data && (
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('info.log')}</h2>}>
          <Timeline
            items={data.log.map((change, index) => ({
              key: index,
              children: <ChangeLine change={change} />,
            }))}
          />
        </Card>
      )}
      {data?.status === OrderStatus.paid && <InvoicePanel orderId={data.orderId} />}
    </Space>
  );
}
