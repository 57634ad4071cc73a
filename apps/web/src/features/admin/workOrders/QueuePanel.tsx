import {
  WORK_ORDER_CATEGORIES,
  WORK_ORDER_CATEGORY_LABELS,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_PRIORITY_LABELS,
  WORK_ORDER_STATUSES,
  WORK_ORDER_STATUS_LABELS,
  type WorkOrderCategory,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from '@questline/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Form, Result, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type WorkOrderQueueQuery, getSupportQueue } from '../../../api/workOrders';
import { currentLocale } from '../../../i18n';
import { useSession } from '../../../session/store';
import { type Paging, workOrderKeys, WorkOrderTable } from '../../workOrders';
import { useDeskStaff } from './useDeskStaff';

/** Who holds the order: anyone, nobody yet, the person at the desk, or one of the support staff by user id. */
export type AssigneeChoice = 'anyone' | 'nobody' | 'me' | number;

export interface QueueFilters {
  status: WorkOrderStatus | 'all';
  category: WorkOrderCategory | 'all';
  priority: WorkOrderPriority | 'all';
  assignee: AssigneeChoice;
  olderThanDays: number | 'any';
}

const ANY: QueueFilters = { status: 'all', category: 'all', priority: 'all', assignee: 'anyone', olderThanDays: 'any' };
/** The ages support asks about: what came in yesterday, this half-week, this week, this month. */
const AGES = [1, 3, 7, 30] as const;

/** The queue's query for the server: a filter left at "all" or "anyone" is no filter; "nobody" is assignee 0. */
export function queueQuery(filters: QueueFilters, paging: Paging, myUserId: number | undefined): WorkOrderQueueQuery {
  const { status, category, priority, assignee, olderThanDays } = filters;
  const assigneeId =
    assignee === 'anyone' ? undefined : assignee === 'nobody' ? 0 : assignee === 'me' ? myUserId : assignee;
  return {
    ...paging,
    ...(status === 'all' ? {} : { status }),
    ...(category === 'all' ? {} : { category }),
    ...(priority === 'all' ? {} : { priority }),
    ...(assigneeId === undefined ? {} : { assigneeId }),
    ...(olderThanDays === 'any' ? {} : { olderThanDays }),
  };
}

/** Everyone's work orders, oldest open first, narrowed by status, category, priority, holder and age. */
export function QueuePanel() {
  const { t } = useTranslation('desk');
  const locale = currentLocale();
  const myUserId = useSession()?.user.userId;
  const staff = useDeskStaff();
  const [filters, setFilters] = useState<QueueFilters>(ANY);
  const [paging, setPaging] = useState<Paging>({ pageNum: 1, pageSize: 10 });
  const query = queueQuery(filters, paging, myUserId);
  const list = useQuery({
    queryKey: workOrderKeys.queue(query),
    queryFn: () => getSupportQueue(query),
    placeholderData: keepPreviousData,
  });

  // Another filter is another list: page 3 of the old one means nothing in it.
  function narrow(change: Partial<QueueFilters>) {
    setFilters((current) => ({ ...current, ...change }));
    setPaging((current) => ({ ...current, pageNum: 1 }));
  }

  const others = (staff.data ?? []).filter((person) => person.userId !== myUserId);
  return (
    <Flex vertical gap={12}>
      {/* A group, not a form: nothing is submitted, each choice narrows the queue at once. */}
      <Form layout="inline" component="div" role="group" aria-label={t('queue.filters')} style={{ rowGap: 12 }}>
        <Form.Item label={t('queue.status')}>
          <Select<QueueFilters['status']>
            aria-label={t('queue.status')}
            style={{ minWidth: 150 }}
            value={filters.status}
            onChange={(status) => narrow({ status })}
            options={[
              { value: 'all', label: t('queue.allStatuses') },
              ...WORK_ORDER_STATUSES.map((value) => ({ value, label: WORK_ORDER_STATUS_LABELS[locale][value] })),
            ]}
          />
        </Form.Item>
        <Form.Item label={t('queue.category')}>
          <Select<QueueFilters['category']>
            aria-label={t('queue.category')}
            style={{ minWidth: 150 }}
            value={filters.category}
            onChange={(category) => narrow({ category })}
            options={[
              { value: 'all', label: t('queue.allCategories') },
              ...WORK_ORDER_CATEGORIES.map((value) => ({ value, label: WORK_ORDER_CATEGORY_LABELS[locale][value] })),
            ]}
          />
        </Form.Item>
        <Form.Item label={t('queue.priority')}>
          <Select<QueueFilters['priority']>
            aria-label={t('queue.priority')}
            style={{ minWidth: 120 }}
            value={filters.priority}
            onChange={(priority) => narrow({ priority })}
            options={[
              { value: 'all', label: t('queue.allPriorities') },
              ...WORK_ORDER_PRIORITIES.map((value) => ({ value, label: WORK_ORDER_PRIORITY_LABELS[locale][value] })),
            ]}
          />
        </Form.Item>
        <Form.Item label={t('queue.assignee')}>
          <Select<AssigneeChoice>
            aria-label={t('queue.assignee')}
            style={{ minWidth: 150 }}
            showSearch={{ optionFilterProp: 'label' }}
            loading={staff.isPending}
            value={filters.assignee}
            onChange={(assignee) => narrow({ assignee })}
            options={[
              { value: 'anyone', label: t('queue.anyone') },
              { value: 'nobody', label: t('queue.nobody') },
              ...(myUserId === undefined ? [] : [{ value: 'me' as const, label: t('queue.me') }]),
              ...others.map((person) => ({ value: person.userId, label: person.nickName })),
            ]}
          />
        </Form.Item>
        <Form.Item label={t('queue.olderThan')}>
          <Select<QueueFilters['olderThanDays']>
            aria-label={t('queue.olderThan')}
            style={{ minWidth: 130 }}
            value={filters.olderThanDays}
            onChange={(olderThanDays) => narrow({ olderThanDays })}
            options={[
              { value: 'any', label: t('queue.anyAge') },
              ...AGES.map((days) => ({ value: days, label: t('queue.days', { count: days }) })),
            ]}
          />
        </Form.Item>
      </Form>
      {list.error ? (
        <Result status="error" title={list.error.message} />
      ) : (
        <WorkOrderTable list={list} empty={t('queue.empty')} paging={paging} onPaging={setPaging} side="support" />
      )}
    </Flex>
  );
}
