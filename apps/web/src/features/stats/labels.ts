import {
  DEFECT_CATEGORY_LABELS,
  type DefectCategory,
  PRIORITY_LABELS,
  type Priority,
  QUESTION_STATUS_LABELS,
  QUESTION_TYPE_LABELS,
  type QuestionStatus,
  type QuestionType,
  SEVERITY_LABELS,
  type Severity,
  type StatsSlice,
  TERMINAL_LABELS,
  type Terminal,
} from '@questline/contract';
import { currentLocale } from '../../i18n';

/** The distribution's coded fields, each labelled by the contract's labels in the interface language. */
export const CODED_FIELDS = {
  byStatus: (key: number) => QUESTION_STATUS_LABELS[currentLocale()][key as QuestionStatus],
  byType: (key: number) => QUESTION_TYPE_LABELS[currentLocale()][key as QuestionType],
  byPriority: (key: number) => PRIORITY_LABELS[currentLocale()][key as Priority],
  bySeverity: (key: number) => SEVERITY_LABELS[currentLocale()][key as Severity],
  byTerminal: (key: number) => TERMINAL_LABELS[currentLocale()][key as Terminal],
  byDefectCategory: (key: number) => DEFECT_CATEGORY_LABELS[currentLocale()][key as DefectCategory],
} as const;
export type CodedField = keyof typeof CODED_FIELDS;

export const statusLabel = (status: number) => CODED_FIELDS.byStatus(status);

/** A slice's name: the named object's, the code's label, or "none" for an unset field. */
export function sliceName(field: CodedField | 'byModule', slice: StatsSlice, none: string): string {
  if (slice.key === null) return none;
  if (field === 'byModule') return slice.name ?? String(slice.key);
  // A code the labels do not know (a newer server's) shows as its number.
  const label = CODED_FIELDS[field](slice.key) as string | undefined;
  return label ?? String(slice.key);
}

/** The words of a chart for assistive technology: its title and every figure it draws. */
export function chartSummary(title: string, entries: { name: string; value: number }[]): string {
  return `${title}: ${entries.map((entry) => `${entry.name} ${String(entry.value)}`).join(', ')}`;
}

/** The viewer's offset from UTC in minutes, east positive, as the statistics calls take it. */
export function viewerUtcOffset(): number {
  return -new Date().getTimezoneOffset();
}
