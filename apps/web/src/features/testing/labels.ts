import {
  PRIORITY_LABELS,
  type Priority,
  QUESTION_STATUS_LABELS,
  type QuestionStatus,
  TEST_CASE_TYPE_LABELS,
  TEST_PHASE_LABELS,
  TEST_RESULT_LABELS,
  TEST_TASK_STATUS_LABELS,
  type TestCaseType,
  type TestPhase,
  type TestResult,
  type TestTaskStatus,
} from '@questline/contract';
import { palette } from '../../ui/palette';
import { currentLocale } from '../../i18n';

/** The contract's labels in the interface language, so the server's messages and the pages name codes alike. */
export const caseTypeLabel = (code: TestCaseType) => TEST_CASE_TYPE_LABELS[currentLocale()][code];
export const priorityLabel = (code: Priority) => PRIORITY_LABELS[currentLocale()][code];
export const phaseLabel = (code: TestPhase) => TEST_PHASE_LABELS[currentLocale()][code];
export const taskStatusLabel = (code: TestTaskStatus) => TEST_TASK_STATUS_LABELS[currentLocale()][code];
export const resultLabel = (code: TestResult) => TEST_RESULT_LABELS[currentLocale()][code];
export const questionStatusLabel = (code: QuestionStatus) => QUESTION_STATUS_LABELS[currentLocale()][code];

/**
 * Tag colours of results and task statuses. Success and error use the theme's AA-checked pale tags; the
 * others are solid tags whose white text keeps at least 4.5:1 (antd's pale blue and orange do not).
 */
export const RESULT_COLORS: Record<TestResult, string> = {
  0: 'default',
  1: 'success',
  2: 'error',
  3: '#ad4e00',
  4: palette.textMuted,
};

export const TASK_STATUS_COLORS: Record<TestTaskStatus, string> = {
  1: 'default',
  2: palette.textMuted,
  3: palette.brand,
  4: 'success',
};

/** Options of a Select from a label map, in code order. */
export function optionsOf<K extends number>(codes: readonly K[], label: (code: K) => string) {
  return codes.map((code) => ({ value: code, label: label(code) }));
}
