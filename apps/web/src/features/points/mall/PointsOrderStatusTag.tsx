import { POINTS_ORDER_STATUS_LABELS, type PointsOrderRow } from '@questline/contract';
import { Tag } from 'antd';
import { currentLocale } from '../../../i18n';

// Presets whose text keeps 4.5:1 on their pale fill (features/issues/tagColours.ts); gold does not.
const COLORS = { toShip: 'magenta', shipped: 'blue', received: 'success' } as const;

/** A points order's status (spec point 3), with the carrier and tracking number once shipped. */
export function PointsOrderStatusTag({ row }: { row: PointsOrderRow }) {
  const label = POINTS_ORDER_STATUS_LABELS[currentLocale()][row.status];
  return (
    <Tag color={COLORS[row.status]}>
      {label}
      {row.carrier && row.trackingNo ? ` · ${row.carrier} ${row.trackingNo}` : ''}
    </Tag>
  );
}
