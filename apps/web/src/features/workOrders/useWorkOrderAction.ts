import type { WorkOrderActionInput, WorkOrderDetail } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { actOnWorkOrder } from '../../api/workOrders';
import { workOrderKeys } from './workOrderKeys';

/** One action's own fields; the order's id and the update time the page shows are added here. */
export type ActionFields = WorkOrderActionInput extends infer Each
  ? Each extends WorkOrderActionInput
    ? Omit<Each, 'workOrderId' | 'updateTime'>
    : never
  : never;

/**
 * Runs one action of the work-order table on the order as the page shows it (its update time: an order changed since
 * is refused with "reload", and the refetch shows the change). Answers whether it went through.
 */
export function useWorkOrderAction(order: WorkOrderDetail) {
  const client = useQueryClient();
  const [running, setRunning] = useState<string | null>(null);
  async function run(fields: ActionFields): Promise<boolean> {
    setRunning(fields.action);
    try {
      const answer = await actOnWorkOrder({ ...fields, workOrderId: order.workOrderId, updateTime: order.updateTime });
      client.setQueryData(workOrderKeys.detail(order.workOrderId), answer.data);
      return true;
    } catch {
      // Shown by the client (spec point 8).
      return false;
    } finally {
      setRunning(null);
      await client.invalidateQueries({ queryKey: workOrderKeys.all });
    }
  }
  return { run, running };
}
