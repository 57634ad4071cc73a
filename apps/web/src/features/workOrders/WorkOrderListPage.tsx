import { PlusOutlined } from '@ant-design/icons';
import { WORK_ORDER_STATUSES, WORK_ORDER_STATUS_LABELS, type WorkOrderStatus } from '@questline/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Result, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMyWorkOrders, getWorkOrderCounts } from '../../api/workOrders';
import { currentLocale } from '../../i18n';
import { CreateWorkOrderDialog } from './CreateWorkOrderDialog';
import { type Paging, WorkOrderTable } from './WorkOrderTable';
import { workOrderKeys } from './workOrderKeys';

type Filter = WorkOrderStatus | 'all';

/**
 * /user/workorder (spec point 2; issue 31): the person's own work orders by status, with each status's count, newest
 * first, and the form to open one.
 */
export default function WorkOrderListPage() {
  const { t } = useTranslation('workOrders');
  const locale = currentLocale();
  const [filter, setFilter] = useState<Filter>('all');
  const [paging, setPaging] = useState<Paging>({ pageNum: 1, pageSize: 10 });
  const [creating, setCreating] = useState(false);
  const status = filter === 'all' ? undefined : filter;
  const query = { ...paging, ...(status ? { status } : {}) };
  const list = useQuery({
    queryKey: workOrderKeys.mine(query),
    queryFn: () => getMyWorkOrders(query),
    placeholderData: keepPreviousData,
  });
  const counts = useQuery({ queryKey: workOrderKeys.counts, queryFn: async () => (await getWorkOrderCounts()).data });
  const byStatus = counts.data?.byStatus;
  const total = byStatus ? Object.values(byStatus).reduce((sum, count) => sum + count, 0) : undefined;
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${String(count)})`;

  if (list.error) return <Result status="error" title={list.error.message} />;
  return (
    <Card
      title={<h1 style={{ fontSize: 16, margin: 0 }}>{t('list.title')}</h1>}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {t('list.create')}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Segmented<Filter>
          aria-label={t('list.statusFilter')}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPaging((current) => ({ ...current, pageNum: 1 }));
          }}
          options={[
            { value: 'all', label: withCount(t('list.all'), total) },
            ...WORK_ORDER_STATUSES.map((value) => ({
              value,
              label: withCount(WORK_ORDER_STATUS_LABELS[locale][value], byStatus?.[value]),
            })),
          ]}
          style={{ alignSelf: 'start', maxWidth: '100%', overflowX: 'auto' }}
        />
        <WorkOrderTable list={list} empty={t('list.empty')} paging={paging} onPaging={setPaging} side="requester" />
      </Flex>
      {creating && <CreateWorkOrderDialog onClose={() => setCreating(false)} />}
    </Card>
  );
}
