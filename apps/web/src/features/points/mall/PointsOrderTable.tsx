import {
  type ApiPage,
  PAGE_SIZES,
  POINTS_ORDER_STATUSES,
  POINTS_ORDER_STATUS_LABELS,
  type PointsOrderRow,
  type PointsOrderStatus,
  autoReceiveTime,
  pageAfterChange,
} from '@questline/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Result, Segmented, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsOrderQuery } from '../../../api/mall';
import { currentLocale } from '../../../i18n';
import { listStatus } from '../../../ui/queryStatus';
import { formatInstant } from '../../../ui/format';
import { PointsOrderStatusTag } from './PointsOrderStatusTag';
import { mallKeys } from './mallKeys';

export type PointsOrderFilter = PointsOrderStatus | 'all';

/** The buyer's list and the administrators' differ in whose orders, the first filter and a column or two. */
interface PointsOrderTableProps {
  side: 'buyer' | 'admin';
  load: (query: PointsOrderQuery) => Promise<ApiPage<PointsOrderRow>>;
  /** What a row offers: confirm receipt, ship. */
  action: (row: PointsOrderRow) => ReactNode;
}

/**
 * Points orders (spec point 3 "Points order status") by status, paged: the buyer's (newest first, all at first,
 * with when a shipped one receives itself) or the administrators' (those to ship first, with the buyer).
 */
export function PointsOrderTable({ side, load, action }: PointsOrderTableProps) {
  const { t } = useTranslation('profile');
  const locale = currentLocale();
  const [filter, setFilter] = useState<PointsOrderFilter>(side === 'admin' ? 'toShip' : 'all');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const status = filter === 'all' ? undefined : filter;
  const list = useQuery({
    queryKey:
      side === 'admin'
        ? mallKeys.adminOrders(paging.pageNum, paging.pageSize, status)
        : mallKeys.myOrders(paging.pageNum, paging.pageSize, status),
    queryFn: () => load({ ...paging, status }),
    placeholderData: keepPreviousData,
  });
  const statuses = POINTS_ORDER_STATUSES.map((value) => ({ value, label: POINTS_ORDER_STATUS_LABELS[locale][value] }));
  const all = { value: 'all' as const, label: t('mall.allStatuses') };
  const columns: ColumnsType<PointsOrderRow> = [
    { key: 'orderNo', title: t('mall.orderNo'), render: (_v, row) => row.orderNo },
    ...(side === 'admin'
      ? [{ key: 'buyer', title: t('mallAdmin.buyer'), render: (_v: unknown, row: PointsOrderRow) => row.buyerName }]
      : []),
    {
      key: 'commodity',
      title: t('mall.commodity'),
      render: (_v, row) => `${row.commodityName} × ${String(row.quantity)}`,
    },
    { key: 'points', title: t('mall.cost'), align: 'end', render: (_v, row) => row.points },
    { key: 'shipTo', title: t('mall.shipTo'), render: (_v, row) => `${row.recipient} · ${row.phone} · ${row.address}` },
    {
      key: 'status',
      title: t('mall.status'),
      render: (_v, row) => (
        <>
          <PointsOrderStatusTag row={row} />
          {side === 'buyer' && row.status === 'shipped' && row.shippedTime && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t('mall.autoReceive', { time: formatInstant(autoReceiveTime(row.shippedTime)) })}
            </Typography.Text>
          )}
        </>
      ),
    },
    { key: 'time', title: t('mall.redeemedAt'), render: (_v, row) => formatInstant(row.createTime) },
    { key: 'actions', title: t('mall.actions'), render: (_v, row) => action(row) },
  ];

  if (list.error) return <Result status="error" title={list.error.message} />;
  return (
    <Flex vertical gap={16}>
      <Segmented<PointsOrderFilter>
        aria-label={t('mall.statusFilter')}
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPaging((current) => ({ ...current, pageNum: 1 }));
        }}
        options={side === 'admin' ? [...statuses, all] : [all, ...statuses]}
        style={{ alignSelf: 'start' }}
      />
      <Table<PointsOrderRow>
        rowKey="orderId"
        dataSource={list.data?.rows ?? []}
        {...listStatus(list, t('mall.noOrders'))}
        scroll={{ x: true }}
        columns={columns}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          onChange: (pageNum, pageSize) => setPaging((current) => pageAfterChange(current, pageNum, pageSize)),
        }}
      />
    </Flex>
  );
}
