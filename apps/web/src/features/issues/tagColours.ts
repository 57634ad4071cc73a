import type { Priority, QuestionStatus, QuestionType, Severity } from '@questline/contract';

/*
 * Tag colours of an issue's fields, shared by the list, the detail and the public shared page. They are antd
 * presets whose text keeps 4.5:1 on their pale fill (WCAG AA, checked by axe in the journeys); the orange,
 * gold, green and cyan presets do not, so they are not used.
 */
export const STATUS_COLOURS: Record<QuestionStatus, string> = {
  1: 'default',
  2: 'blue',
  3: 'geekblue',
  4: 'purple',
  5: 'purple',
  6: 'magenta',
  7: 'success',
  8: 'error',
  9: 'default',
  10: 'default',
};
export const TYPE_COLOURS: Record<QuestionType, string> = { 1: 'red', 2: 'blue', 3: 'purple', 4: 'geekblue' };
export const PRIORITY_COLOURS: Record<Priority, string> = { 1: 'default', 2: 'blue', 3: 'magenta', 4: 'red' };
export const SEVERITY_COLOURS: Record<Severity, string> = { 1: 'default', 2: 'magenta', 3: 'red' };
