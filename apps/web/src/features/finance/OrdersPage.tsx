import { ORDER_STATUSES, type OrderRow, PAGE_SIZES, isOpenOrder, orderStatusLabel } from '@questline/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Result, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getOrders } from '../../api/finance';
import { currentLocale } from '../../i18n';
import { formatInstant } from '../../ui/format';
import { OrderStatusTag } from './OrderSummary';
import { financeKeys, yuan } from './money';
import { listStatus } from '../../ui/queryStatus';

/** /user/order (issue 16): the caller's orders, newest first, filtered by status. */
export default function OrdersPage() {
  const { t } = useTranslation('finance');
  const locale = currentLocale();
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  // A chosen "all" rather than an empty select: a placeholder's grey fails the 4.5:1 contrast.
  const [status, setStatus] = useState<number | 'all'>('all');
  const statusFilter = status === 'all' ? undefined : status;
  const list = useQuery({
    queryKey: financeKeys.orders(page.pageNum, page.pageSize, statusFilter),
    queryFn: () => getOrders({ ...page, status: statusFilter }),
    placeholderData: keepPreviousData,
  });

  if (list.error) return <Result status="error" title={list.error.message} />;
  return (
    <Card
      title={t('orders.title')}
      extra={
        <Space>
          <label htmlFor="order-status-filter">{t('orders.filter')}</label>
          <Select<number | 'all'>
            id="order-status-filter"
            style={{ width: 200 }}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage((current) => ({ ...current, pageNum: 1 }));
            }}
            options={[
              { value: 'all' as const, label: t('orders.all') },
              ...ORDER_STATUSES.map((value) => ({ value, label: orderStatusLabel(locale, value) })),
            ]}
          />
        </Space>
      }
    >
      <Table<OrderRow>
        rowKey="orderId"
        dataSource={list.data?.rows ?? []}
        {...listStatus(list, t('orders.empty'))}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          pageSizeOptions: [...PAGE_SIZES],
          showSizeChanger: true,
          showTotal: (total) => t('orders.total', { total }),
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
        columns={[
          { key: 'orderNo', title: t('pay.orderNo'), render: (_v, row) => row.orderNo },
          { key: 'product', title: t('pay.product'), render: (_v, row) => row.productName },
          { key: 'type', title: t('pay.type'), width: 90, render: (_v, row) => t(`orderTypes.${row.orderType}`) },
          { key: 'amount', title: t('pay.amount'), width: 120, render: (_v, row) => yuan(t, row.amountFen) },
          { key: 'status', title: t('pay.status'), width: 150, render: (_v, row) => <OrderStatusTag order={row} /> },
          {
            key: 'createTime',
            title: t('orders.createTime'),
            width: 160,
            render: (_v, row) => formatInstant(row.createTime),
          },
          {
            key: 'actions',
            title: t('orders.actions'),
            width: 140,
            render: (_v, row) => (
              <Space>
                <Link
                  to={`/user/orderInfo?orderId=${String(row.orderId)}`}
                  aria-label={t('orders.viewOf', { orderNo: row.orderNo })}
                >
                  {t('orders.view')}
                </Link>
                {isOpenOrder(row.status) && (
                  <Link to={`/user/UpgradeAccountPayment?orderId=${String(row.orderId)}`}>{t('orders.pay')}</Link>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
