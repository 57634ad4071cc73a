import type { WorkOrderListQuery, WorkOrderQueueQuery } from '../../api/workOrders';

/** The work orders' query keys: any action, reply or live event invalidates `all` (both sides' lists and pages). */
export const workOrderKeys = {
  all: ['workOrders'] as const,
  counts: ['workOrders', 'counts'] as const,
  mine: (query: WorkOrderListQuery) => ['workOrders', 'mine', query] as const,
  detail: (workOrderId: number) => ['workOrders', 'detail', workOrderId] as const,
  queue: (query: WorkOrderQueueQuery) => ['workOrders', 'queue', query] as const,
  figures: ['workOrders', 'figures'] as const,
  staff: ['workOrders', 'staff'] as const,
  canned: (locale: 'zh' | 'en' | undefined) => ['workOrders', 'canned', locale] as const,
};
