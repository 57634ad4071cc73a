import { type OrderRow, OrderStatus } from '@questline/contract';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../ui/format';
import { yuan } from './money';

// Presets whose text keeps 4.5:1 on their pale fill (tagColours.ts).
const STATUS_COLOURS: Record<number, string> = {
  [OrderStatus.failed]: 'default',
  [OrderStatus.paid]: 'success',
  [OrderStatus.unpaid]: 'magenta',
  [OrderStatus.paying]: 'blue',
  [OrderStatus.awaitingVoucher]: 'magenta',
  [OrderStatus.pendingReview]: 'geekblue',
};

export function OrderStatusTag({ order }: { order: Pick<OrderRow, 'status' | 'statusLabel'> }) {
  return (
    <Tag color={STATUS_COLOURS[order.status]} data-testid="order-status">
      {order.statusLabel}
    </Tag>
  );
}

/** What an order is: its number, product, period, amount and status. */
export function OrderSummary({ order }: { order: OrderRow }) {
  const { t } = useTranslation('finance');
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
      <Descriptions.Item label={t('pay.orderNo')}>{order.orderNo}</Descriptions.Item>
      <Descriptions.Item label={t('pay.product')}>{order.productName}</Descriptions.Item>
      <Descriptions.Item label={t('pay.type')}>{t(`orderTypes.${order.orderType}`)}</Descriptions.Item>
      <Descriptions.Item label={t('pay.period')}>
        {order.period ? t(`periodShort.${order.period}`) : (order.months ?? '-')}
      </Descriptions.Item>
      <Descriptions.Item label={t('pay.amount')}>
        <strong data-testid="order-amount">{yuan(t, order.amountFen)}</strong>
      </Descriptions.Item>
      <Descriptions.Item label={t('pay.status')}>
        <OrderStatusTag order={order} />
      </Descriptions.Item>
      {order.status !== OrderStatus.paid && order.status !== OrderStatus.failed && (
        <Descriptions.Item label={t('pay.expireTime')}>{formatInstant(order.expireTime)}</Descriptions.Item>
      )}
    </Descriptions>
  );
}
