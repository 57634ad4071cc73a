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
import { currentLocale } from '../../i18n';

/** The contract's labels in the interface language, so the server's messages and the pages name codes alike. */
export const caseTypeLabel = (code: TestCaseType) => TEST_CASE_TYPE_LABELS[currentLocale()][code];
export const priorityLabel = (code: Priority) => PRIORITY_LABELS[currentLocale()][code];
export const phaseLabel = (code: TestPhase) => TEST_PHASE_LABELS[currentLocale()][code];
export const taskStatusLabel = (code: TestTaskStatus) => TEST_TASK_STATUS_LABELS[currentLocale()][code];
export const resultLabel = (code: TestResult) => TEST_RESULT_LABELS[currentLocale()][code];
export const questionStatusLabel = (code: QuestionStatus) => QUESTION_STATUS_LABELS[currentLocale()][code];

/** Tag colours of results; antd preset names keep contrast in both themes. */
export const RESULT_COLORS: Record<TestResult, string> = {
  0: 'default',
  1: 'success',
  2: 'error',
  3: 'warning',
  4: 'processing',
};

export const TASK_STATUS_COLORS: Record<TestTaskStatus, string> = {
  1: 'default',
  2: 'blue',
  3: 'processing',
  4: 'success',
};

/** Options of a Select from a label map, in code order. */
export function optionsOf<K extends number>(codes: readonly K[], label: (code: K) => string) {
  return codes.map((code) => ({ value: code, label: label(code) }));
}
