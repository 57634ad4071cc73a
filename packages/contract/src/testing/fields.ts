import type { Locale } from '../locale';

/**
 * Issue 14: the enumerated fields of test cases, test tasks and runs (spec point 3 "Test case", "Test
 * task", point 4 "Test task") and their limits (spec point 5 "Test case", "Test task", "Imports").
 * Codes are the API's numbers; the labels are the one place both languages name them.
 */

export const TEST_CASE_TITLE_MAX_BYTES = 32;
export const TEST_TASK_TITLE_MAX_BYTES = 64;
export const TEST_MODULE_NAME_MAX = 20;
export const TEST_TEXT_MAX = 2000;
export const TEST_STEPS_MAX = 50;
export const TEST_TAGS_MAX = 10;
export const TEST_TAG_MAX = 20;
export const TEST_REQUIREMENTS_MAX = 20;
export const TEST_EXECUTORS_MAX = 20;
export const TEST_BATCH_MAX = 500;
export const TEST_RUN_NOTE_MAX = 2000;
export const TEST_RUN_ATTACHMENTS_MAX = 10;
/** Spec point 5 "Imports": at most 100 rows, 500 for some imports; the case import is the 500 one. */
export const TEST_CASE_IMPORT_MAX_ROWS = 500;
export const TEST_CASE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const TEST_CASE_TYPES = [1, 2, 3, 4, 5, 6] as const;
export type TestCaseType = (typeof TEST_CASE_TYPES)[number];

export const TEST_CASE_MODES = ['text', 'step'] as const;
export type TestCaseMode = (typeof TEST_CASE_MODES)[number];

export const TEST_PHASES = [1, 2, 3, 4, 5, 6, 7] as const;
export type TestPhase = (typeof TEST_PHASES)[number];

/** Spec point 4 "Test task": draft, not started, in progress, complete. */
export const TestTaskStatusCode = { draft: 1, notStarted: 2, inProgress: 3, complete: 4 } as const;
export const TEST_TASK_STATUSES = [1, 2, 3, 4] as const;
export type TestTaskStatus = (typeof TEST_TASK_STATUSES)[number];

/** Spec point 3 "Test case" result: not started, pass, fail, block, skip. */
export const TestResultCode = { notStarted: 0, pass: 1, fail: 2, block: 3, skip: 4 } as const;
export const TEST_RESULTS = [0, 1, 2, 3, 4] as const;
export type TestResult = (typeof TEST_RESULTS)[number];
/** What an executor can record; "not started" is only the state before the first run. */
export const RECORDED_RESULTS = [1, 2, 3, 4] as const;
export type RecordedResult = (typeof RECORDED_RESULTS)[number];

type Labels<K extends number> = Record<Locale, Record<K, string>>;

export const TEST_CASE_TYPE_LABELS: Labels<TestCaseType> = {
  zh: { 1: '功能测试', 2: '性能测试', 3: '接口测试', 4: '安装部署', 5: '安全测试', 6: '其他' },
  en: { 1: 'Functional', 2: 'Performance', 3: 'Interface', 4: 'Install/deploy', 5: 'Security', 6: 'Other' },
};

export const TEST_PHASE_LABELS: Labels<TestPhase> = {
  zh: { 1: '冒烟测试', 2: '单元测试', 3: '功能测试', 4: '集成测试', 5: '系统测试', 6: '版本验证', 7: '其他' },
  en: {
    1: 'Smoke',
    2: 'Unit',
    3: 'Functional',
    4: 'Integration',
    5: 'System',
    6: 'Version verification',
    7: 'Other',
  },
};

export const TEST_TASK_STATUS_LABELS: Labels<TestTaskStatus> = {
  zh: { 1: '草稿', 2: '未开始', 3: '进行中', 4: '已完成' },
  en: { 1: 'Draft', 2: 'Not started', 3: 'In progress', 4: 'Complete' },
};

export const TEST_RESULT_LABELS: Labels<TestResult> = {
  zh: { 0: '未开始', 1: '通过', 2: '失败', 3: '阻塞', 4: '跳过' },
  en: { 0: 'Not started', 1: 'Pass', 2: 'Fail', 3: 'Block', 4: 'Skip' },
};

export const TEST_CASE_MODE_LABELS: Record<Locale, Record<TestCaseMode, string>> = {
  zh: { text: '文本', step: '步骤' },
  en: { text: 'Text', step: 'Steps' },
};

/**
 * Results a task may take: a draft is still being put together and a complete task is closed, so only
 * "not started" and "in progress" accept runs (the first run moves "not started" on to "in progress").
 */
export function taskAcceptsRuns(status: TestTaskStatus): boolean {
  return status === TestTaskStatusCode.notStarted || status === TestTaskStatusCode.inProgress;
}

/** Pass rate of executed cases (skipped ones are not executed), as a whole percent; null before any run. */
export function passRate(counts: Record<TestResult, number>): number | null {
  const executed = counts[1] + counts[2] + counts[3];
  return executed === 0 ? null : Math.round((counts[1] * 100) / executed);
}

/** Progress: the share of a task's cases with any recorded result, as a whole percent. */
export function progressOf(counts: Record<TestResult, number>): number {
  const total = TEST_RESULTS.reduce<number>((sum, result) => sum + counts[result], 0);
  return total === 0 ? 0 : Math.round(((total - counts[0]) * 100) / total);
}
