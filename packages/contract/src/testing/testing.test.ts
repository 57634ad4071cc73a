import { describe, expect, it } from 'vitest';
import { describeValidation } from '../validation';
import { serverMessages } from '../messages';
import {
  TEST_CASE_TYPE_LABELS,
  TEST_PHASE_LABELS,
  TEST_RESULT_LABELS,
  TEST_TASK_STATUS_LABELS,
  TestTaskStatusCode,
  passRate,
  progressOf,
  taskAcceptsRuns,
} from './fields';
import { batchEditTestCasesBody, createTestCaseBody } from './caseApi';
import { addTaskCasesBody, createTestTaskBody, recordRunBody } from './taskApi';

const task = {
  projectId: 1,
  taskName: 'Smoke',
  phase: 1,
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  ownerUserId: 2,
  executorUserIds: [2],
};

describe('test case rules (spec point 5 "Test case")', () => {
  it('takes a title of 32 bytes and refuses 33, counting a Chinese character as 3', () => {
    expect(createTestCaseBody.safeParse({ projectId: 1, caseName: 'a'.repeat(32) }).success).toBe(true);
    const long = createTestCaseBody.safeParse({ projectId: 1, caseName: 'a'.repeat(33) });
    expect(long.success).toBe(false);
    expect(createTestCaseBody.safeParse({ projectId: 1, caseName: '登'.repeat(10) }).success).toBe(true);
    const chinese = createTestCaseBody.safeParse({ projectId: 1, caseName: '登'.repeat(11) });
    expect(chinese.success).toBe(false);
    if (!chinese.success) {
      expect(describeValidation('zh', chinese.error.issues)).toContain('不能超过 32 个字节');
      expect(describeValidation('en', chinese.error.issues)).toContain('at most 32 bytes');
    }
  });

  it('requires a title and one step in step mode, and knows only the six types', () => {
    expect(createTestCaseBody.safeParse({ projectId: 1, caseName: '  ' }).success).toBe(false);
    const noSteps = createTestCaseBody.safeParse({ projectId: 1, caseName: 'Login', mode: 'step' });
    expect(noSteps.success).toBe(false);
    if (!noSteps.success) expect(describeValidation('en', noSteps.error.issues)).toContain('at least one step');
    const steps = [{ action: 'Open', expected: 'Shown' }];
    expect(createTestCaseBody.safeParse({ projectId: 1, caseName: 'Login', mode: 'step', steps }).success).toBe(true);
    expect(createTestCaseBody.safeParse({ projectId: 1, caseName: 'Login', caseType: 7 }).success).toBe(false);
  });

  it('refuses a bulk edit that changes nothing', () => {
    expect(batchEditTestCasesBody.safeParse({ projectId: 1, caseIds: [1] }).success).toBe(false);
    expect(batchEditTestCasesBody.safeParse({ projectId: 1, caseIds: [1], priority: 3 }).success).toBe(true);
  });
});

describe('test task rules (spec point 5 "Test task")', () => {
  it('takes a title of 64 bytes, refuses 65 and requires both dates in order', () => {
    expect(createTestTaskBody.safeParse({ ...task, taskName: 'a'.repeat(64) }).success).toBe(true);
    expect(createTestTaskBody.safeParse({ ...task, taskName: 'a'.repeat(65) }).success).toBe(false);
    expect(createTestTaskBody.safeParse({ ...task, startDate: undefined }).success).toBe(false);
    const reversed = createTestTaskBody.safeParse({ ...task, endDate: '2026-10-31' });
    expect(reversed.success).toBe(false);
    if (!reversed.success)
      expect(describeValidation('zh', reversed.error.issues)).toContain('结束日期不能早于开始日期');
    expect(createTestTaskBody.safeParse({ ...task, phase: 8 }).success).toBe(false);
  });

  it('adds cases only when something is chosen', () => {
    expect(addTaskCasesBody.safeParse({ projectId: 1, taskId: 1 }).success).toBe(false);
    expect(addTaskCasesBody.safeParse({ projectId: 1, taskId: 1, moduleIds: [3] }).success).toBe(true);
    expect(addTaskCasesBody.safeParse({ projectId: 1, taskId: 1, filter: { priority: 3 } }).success).toBe(true);
  });

  it('records pass, fail, block or skip but never "not started"', () => {
    const run = { projectId: 1, taskId: 1, taskCaseId: 1 };
    for (const result of [1, 2, 3, 4]) expect(recordRunBody.safeParse({ ...run, result }).success).toBe(true);
    expect(recordRunBody.safeParse({ ...run, result: 0 }).success).toBe(false);
  });

  it('runs only tasks not started or in progress', () => {
    expect(taskAcceptsRuns(TestTaskStatusCode.draft)).toBe(false);
    expect(taskAcceptsRuns(TestTaskStatusCode.notStarted)).toBe(true);
    expect(taskAcceptsRuns(TestTaskStatusCode.inProgress)).toBe(true);
    expect(taskAcceptsRuns(TestTaskStatusCode.complete)).toBe(false);
  });
});

describe('report arithmetic', () => {
  it('counts progress over all cases and the pass rate over executed ones', () => {
    const counts = { 0: 2, 1: 3, 2: 1, 3: 0, 4: 2 };
    expect(progressOf(counts)).toBe(75);
    expect(passRate(counts)).toBe(75);
    expect(passRate({ 0: 4, 1: 0, 2: 0, 3: 0, 4: 0 })).toBeNull();
    expect(progressOf({ 0: 0, 1: 0, 2: 0, 3: 0, 4: 0 })).toBe(0);
  });
});

describe('labels and messages', () => {
  it('names every code in both languages', () => {
    for (const labels of [TEST_CASE_TYPE_LABELS, TEST_PHASE_LABELS, TEST_TASK_STATUS_LABELS, TEST_RESULT_LABELS]) {
      expect(Object.keys(labels.en)).toEqual(Object.keys(labels.zh));
    }
    expect(Object.keys(TEST_CASE_TYPE_LABELS.zh)).toHaveLength(6);
    expect(Object.keys(TEST_PHASE_LABELS.en)).toHaveLength(7);
    expect(serverMessages.zh.testTaskCaseInvalid).toBeTruthy();
    expect(serverMessages.en.testCaseRootAdminOnly).toContain('root module');
  });

  it("keeps the import template's example title within the case title limit in both languages", () => {
    for (const messages of [serverMessages.zh, serverMessages.en]) {
      expect(createTestCaseBody.safeParse({ projectId: 1, caseName: messages.importTestExampleTitle }).success).toBe(
        true,
      );
    }
  });
});
