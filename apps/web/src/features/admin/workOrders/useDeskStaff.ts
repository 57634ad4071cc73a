import { useQuery } from '@tanstack/react-query';
import { getDeskStaff } from '../../../api/workOrders';
import { workOrderKeys } from '../../workOrders';

/** Support staff and platform administrators: the queue's assignee filter and the staff tab read the same answer. */
export function useDeskStaff() {
  return useQuery({ queryKey: workOrderKeys.staff, queryFn: async () => (await getDeskStaff()).data });
}
