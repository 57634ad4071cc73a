/**
 * What other features may use of work orders: a work order's path, its table and query keys (the support desk, the
 * live connection, notices).
 */
export { workOrderKeys } from './workOrderKeys';
export { type Paging, WorkOrderTable } from './WorkOrderTable';
export { workOrderPath } from './workOrderPath';
