import { describe, expect, it } from 'vitest';
import { describeValidation } from '../validation';
import { batchProblemPlanBody, createPlanItemBody, deliverableLinkBody, isWebLink, movePlanItemBody } from './api';
import { PlanItemTypeCode, dragPlanDates, issueIsDone, rollUpPlanProgress, shiftDate } from './fields';

const plan = {
  projectId: 1,
  itemType: PlanItemTypeCode.plan,
  planName: 'Release 1.0',
  assigneeUserId: 7,
  publishTime: '2030-02-01',
  startDate: '2030-01-01',
  endDate: '2030-01-31',
};

function messages(result: { success: boolean; error?: { issues: readonly object[] } }, locale: 'zh' | 'en' = 'en') {
  expect(result.success).toBe(false);
  return describeValidation(locale, (result.error?.issues ?? []) as never);
}

describe('plan item rules (spec point 5 "Milestone and plan")', () => {
  it('takes a plan with assignee, publishing time and dates in order', () => {
    expect(createPlanItemBody.safeParse(plan).success).toBe(true);
  });

  it('refuses a plan or milestone without assignee or publishing time, in both languages', () => {
    const noAssignee = createPlanItemBody.safeParse({ ...plan, assigneeUserId: null });
    expect(messages(noAssignee)).toContain('need an assignee');
    expect(messages(noAssignee, 'zh')).toContain('必须指定负责人');
    const noPublish = createPlanItemBody.safeParse({
      ...plan,
      itemType: 3,
      endDate: plan.startDate,
      publishTime: null,
    });
    expect(messages(noPublish)).toContain('publishing time');
  });

  it('lets a plan group and an "other" item go without assignee or publishing time', () => {
    const group = { ...plan, itemType: PlanItemTypeCode.group, assigneeUserId: null, publishTime: null };
    expect(createPlanItemBody.safeParse(group).success).toBe(true);
    expect(createPlanItemBody.safeParse({ ...group, itemType: PlanItemTypeCode.other }).success).toBe(true);
  });

  it('refuses an end before the start, on the form and on a Gantt move', () => {
    expect(messages(createPlanItemBody.safeParse({ ...plan, endDate: '2029-12-31' }))).toContain('end date');
    const move = movePlanItemBody.safeParse({
      projectId: 1,
      planId: 2,
      startDate: '2030-01-05',
      endDate: '2030-01-04',
    });
    expect(messages(move, 'zh')).toContain('结束日期不能早于开始日期');
  });

  it('keeps a milestone to one day', () => {
    const milestone = { ...plan, itemType: PlanItemTypeCode.milestone };
    expect(messages(createPlanItemBody.safeParse(milestone))).toContain('one day');
    expect(createPlanItemBody.safeParse({ ...milestone, endDate: plan.startDate }).success).toBe(true);
  });

  it('refuses a name over 64 bytes, counting a Chinese character as 3', () => {
    expect(createPlanItemBody.safeParse({ ...plan, planName: '计'.repeat(21) }).success).toBe(true);
    expect(createPlanItemBody.safeParse({ ...plan, planName: '计'.repeat(22) }).success).toBe(false);
  });
});

describe('deliverables (spec point 5 "deliverable link format checked and file name required")', () => {
  const link = { projectId: 1, planId: 2, fileName: 'Design', url: 'https://example.com/design' };

  it('takes an http(s) link with a name', () => {
    expect(deliverableLinkBody.safeParse(link).success).toBe(true);
  });

  it('refuses other link formats and a blank name', () => {
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('example.com')).toBe(false);
    expect(messages(deliverableLinkBody.safeParse({ ...link, url: 'ftp://example.com/a' }))).toContain('http://');
    expect(messages(deliverableLinkBody.safeParse({ ...link, fileName: '  ' }), 'zh')).toContain('文件名');
  });
});

describe('progress roll-up and dates', () => {
  it('counts resolved and closed issues as done', () => {
    expect(issueIsDone(7)).toBe(true);
    expect(issueIsDone(10)).toBe(true);
    expect(issueIsDone(3)).toBe(false);
  });

  it('rolls a group up from its plans, and falls back on the status without issues', () => {
    const nodes = [
      { planId: 1, parentId: null, itemType: 1, status: 0 },
      { planId: 2, parentId: 1, itemType: 2, status: 0 },
      { planId: 3, parentId: 1, itemType: 3, status: 1 },
      { planId: 4, parentId: null, itemType: 2, status: 0 },
    ] as const;
    const own = new Map([
      [1, { issueCount: 1, doneCount: 0 }],
      [2, { issueCount: 3, doneCount: 2 }],
    ]);
    const progress = rollUpPlanProgress(nodes, own);
    expect(progress.get(1)).toEqual({ issueCount: 4, doneCount: 2, progress: 50 });
    expect(progress.get(2)?.progress).toBe(67);
    expect(progress.get(3)?.progress).toBe(100);
    expect(progress.get(4)?.progress).toBe(0);
  });

  it('moves, resizes and never lets the end pass the start', () => {
    expect(shiftDate('2030-02-28', 1)).toBe('2030-03-01');
    const dates = { startDate: '2030-01-10', endDate: '2030-01-12' };
    expect(dragPlanDates(dates, 'move', -3, 2)).toEqual({ startDate: '2030-01-07', endDate: '2030-01-09' });
    expect(dragPlanDates(dates, 'resize', 2, 2)).toEqual({ startDate: '2030-01-10', endDate: '2030-01-14' });
    expect(dragPlanDates(dates, 'resize', -5, 2)).toEqual({ startDate: '2030-01-10', endDate: '2030-01-10' });
    expect(dragPlanDates(dates, 'resize', 4, 3)).toEqual({ startDate: '2030-01-14', endDate: '2030-01-14' });
  });

  it('takes a batch with a plan or with none', () => {
    expect(batchProblemPlanBody.safeParse({ projectId: 1, questionIds: [1, 2], planId: null }).success).toBe(true);
    expect(batchProblemPlanBody.safeParse({ projectId: 1, questionIds: [], planId: 3 }).success).toBe(false);
  });
});
