import {
  type ApiPage,
  PAGE_SIZES,
  WORK_ORDER_CATEGORY_LABELS,
  WORK_ORDER_PRIORITY_LABELS,
  type WorkOrderRow,
  pageAfterChange,
} from '@questline/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Badge, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../i18n';
import { listStatus } from '../../ui/queryStatus';
import { formatInstant } from '../../ui/format';
import { WorkOrderStatusTag } from './WorkOrderStatusTag';
import { workOrderPath } from './workOrderPath';

export { workOrderPath };

export interface Paging {
  pageNum: number;
  pageSize: number;
}

interface WorkOrderTableProps {
  list: UseQueryResult<ApiPage<WorkOrderRow>>;
  /** Said when the answer holds no order. */
  empty: string;
  paging: Paging;
  onPaging: (paging: Paging) => void;
  /** The desk's queue also shows who asked and who holds each order. */
  side: 'requester' | 'support';
}

/**
 * Work orders, one line each: the label and title (a link to the order, bold while it has unread news), category,
 * priority, status and times. The requester's list and the desk's queue are this table.
 */
export function WorkOrderTable({ list, empty, paging, onPaging, side }: WorkOrderTableProps) {
  const { t } = useTranslation('workOrders');
  const locale = currentLocale();
  const columns: ColumnsType<WorkOrderRow> = [
    {
      key: 'title',
      title: t('table.title'),
      render: (_v, row) => (
        <Link to={workOrderPath(row.workOrderId)} style={{ fontWeight: row.unread ? 600 : undefined }}>
          {row.unread && <Badge status="processing" aria-hidden style={{ marginInlineEnd: 6 }} />}
          {`${row.label} ${row.title}`}
          {row.unread && <span className="visually-hidden">{t('table.unread')}</span>}
        </Link>
      ),
    },
    {
      key: 'category',
      title: t('table.category'),
      render: (_v, row) => WORK_ORDER_CATEGORY_LABELS[locale][row.category],
    },
    {
      key: 'priority',
      title: t('table.priority'),
      render: (_v, row) => WORK_ORDER_PRIORITY_LABELS[locale][row.priority],
    },
    { key: 'status', title: t('table.status'), render: (_v, row) => <WorkOrderStatusTag status={row.status} /> },
    ...(side === 'support'
      ? [
          {
            key: 'requester',
            title: t('table.requester'),
            render: (_v: unknown, row: WorkOrderRow) => row.requester.nickName,
          },
          {
            key: 'assignee',
            title: t('table.assignee'),
            render: (_v: unknown, row: WorkOrderRow) =>
              row.assignee?.nickName ?? <Typography.Text type="secondary">{t('table.nobody')}</Typography.Text>,
          },
        ]
      : []),
    { key: 'created', title: t('table.created'), render: (_v, row) => formatInstant(row.createTime) },
    { key: 'updated', title: t('table.updated'), render: (_v, row) => formatInstant(row.updateTime) },
  ];
  return (
    <Table<WorkOrderRow>
      rowKey="workOrderId"
      size="small"
      columns={columns}
      dataSource={list.data?.rows ?? []}
      {...listStatus(list, empty)}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: paging.pageNum,
        pageSize: paging.pageSize,
        total: list.data?.total ?? 0,
        pageSizeOptions: PAGE_SIZES.map(String),
        showSizeChanger: true,
        onChange: (pageNum, pageSize) => onPaging(pageAfterChange(paging, pageNum, pageSize)),
      }}
    />
  );
}
