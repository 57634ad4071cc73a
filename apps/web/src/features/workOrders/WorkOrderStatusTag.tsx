import { WORK_ORDER_STATUS_LABELS, type WorkOrderStatus } from '@questline/contract';
import { Tag } from 'antd';
import { currentLocale } from '../../i18n';

// Presets whose text keeps 4.5:1 on their pale fill (features/issues/tagColours.ts).
const COLORS: Record<WorkOrderStatus, string> = {
  pending: 'magenta',
  accepting: 'purple',
  processing: 'blue',
  awaiting: 'geekblue',
  complete: 'success',
};

/** A work order's status (spec point 3 "Work order status"). */
export function WorkOrderStatusTag({ status }: { status: WorkOrderStatus }) {
  return <Tag color={COLORS[status]}>{WORK_ORDER_STATUS_LABELS[currentLocale()][status]}</Tag>;
}
