import type { StatsSlice } from './api';
import { OPEN_STATUSES } from './rules';

/**
 * One row of the distribution's single GROUP BY: a combination of the grouped fields with its count
 * (`overdue` 1 when the deadline is before the viewer's today). Grouping by all fields at once reads the
 * project's index once; the few hundred combinations are then summed per field here.
 */
export interface CubeRow {
  status: number;
  questionType: number;
  priority: number;
  severity: number;
  moduleId: number | null;
  terminal: number | null;
  defectCategory: number | null;
  overdue: number;
  count: number;
}

export const CUBE_FIELDS = {
  byStatus: 'status',
  byType: 'questionType',
  byPriority: 'priority',
  bySeverity: 'severity',
  byModule: 'moduleId',
  byTerminal: 'terminal',
  byDefectCategory: 'defectCategory',
} as const satisfies Record<string, keyof CubeRow>;
export type CubeSlices = Record<keyof typeof CUBE_FIELDS, StatsSlice[]>;

/** Totals and per-field slices (ordered by key, "none" first) from the combinations. */
export function foldCube(rows: readonly CubeRow[]): { total: number; open: number; overdue: number } & CubeSlices {
  const open = new Set<number>(OPEN_STATUSES);
  const sums = { total: 0, open: 0, overdue: 0 };
  const maps = Object.fromEntries(Object.keys(CUBE_FIELDS).map((key) => [key, new Map<number | null, number>()]));
  for (const row of rows) {
    sums.total += row.count;
    if (open.has(row.status)) {
      sums.open += row.count;
      if (row.overdue === 1) sums.overdue += row.count;
    }
    for (const [key, field] of Object.entries(CUBE_FIELDS)) {
      const map = maps[key] as Map<number | null, number>;
      const value = row[field];
      map.set(value, (map.get(value) ?? 0) + row.count);
    }
  }
  const slices = Object.fromEntries(
    Object.entries(maps).map(([key, map]) => [
      key,
      [...map].map(([value, count]) => ({ key: value, count })).sort((a, b) => (a.key ?? -1) - (b.key ?? -1)),
    ]),
  ) as CubeSlices;
  return { ...sums, ...slices };
}
