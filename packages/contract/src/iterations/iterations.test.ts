import { describe, expect, it } from 'vitest';
import { describeValidation } from '../validation';
import { type MembershipEvent, type StatusEvent, computeBurndown, iterationDays } from './burndown';
import { IterationStatusCode, createIterationBody, iterationStatus, removePlanIterationBody } from './iterationApi';

const add = (questionId: number, time: string): MembershipEvent => ({ questionId, action: 'add', time });
const remove = (questionId: number, time: string): MembershipEvent => ({ questionId, action: 'remove', time });
const status = (questionId: number, toStatus: StatusEvent['toStatus'], time: string): StatusEvent => ({
  questionId,
  toStatus,
  time,
});

describe('iteration status (ADR 0056)', () => {
  const iteration = { startDate: '2030-03-01', endDate: '2030-03-10' };
  it('is derived from the dates and the day', () => {
    expect(iterationStatus(iteration, '2030-02-28')).toBe(IterationStatusCode.notStarted);
    expect(iterationStatus(iteration, '2030-03-01')).toBe(IterationStatusCode.inProgress);
    expect(iterationStatus(iteration, '2030-03-10')).toBe(IterationStatusCode.inProgress);
    expect(iterationStatus(iteration, '2030-03-11')).toBe(IterationStatusCode.ended);
  });
});

describe('iteration bodies', () => {
  const valid = { projectId: 1, iterationName: 'Sprint 1', startDate: '2030-03-01', endDate: '2030-03-14' };
  it('needs name, start and end, in order', () => {
    expect(createIterationBody.safeParse(valid).success).toBe(true);
    expect(createIterationBody.safeParse({ ...valid, iterationName: ' ' }).success).toBe(false);
    expect(createIterationBody.safeParse({ ...valid, startDate: undefined }).success).toBe(false);
    const reversed = createIterationBody.safeParse({ ...valid, endDate: '2030-02-28' });
    expect(reversed.success).toBe(false);
    expect(describeValidation('en', reversed.error?.issues ?? [])).toContain('cannot be before its start date');
    expect(describeValidation('zh', reversed.error?.issues ?? [])).toContain('结束日期不能早于开始日期');
  });
  it('refuses iterations longer than a year and a day', () => {
    expect(createIterationBody.safeParse({ ...valid, endDate: '2031-03-01' }).success).toBe(true);
    const long = createIterationBody.safeParse({ ...valid, endDate: '2031-03-02' });
    expect(describeValidation('en', long.error?.issues ?? [])).toContain('at most 366 days');
  });
  it('takes one or many issues to remove, and clears both links unless told', () => {
    expect(removePlanIterationBody.parse({ projectId: 1, questionId: 3, questionIds: [3, 4] })).toEqual({
      projectId: 1,
      questionIds: [3, 4],
      clear: ['plan', 'iteration'],
    });
    expect(removePlanIterationBody.safeParse({ projectId: 1 }).success).toBe(false);
    expect(removePlanIterationBody.safeParse({ projectId: 1, questionId: 3, clear: [] }).success).toBe(false);
  });
});

describe('burndown (ADR 0057)', () => {
  const dates = { startDate: '2030-03-01', endDate: '2030-03-05' };
  it('lists every day from start to end', () => {
    expect(iterationDays('2030-02-27', '2030-03-02')).toEqual(['2030-02-27', '2030-02-28', '2030-03-01', '2030-03-02']);
    expect(iterationDays('2030-03-02', '2030-03-01')).toEqual([]);
  });

  it('burns issues and hours as they are resolved, against an even ideal line', () => {
    const days = computeBurndown({
      ...dates,
      today: '2030-03-05',
      memberships: [add(1, '2030-02-28T09:00:00.000Z'), add(2, '2030-02-28T09:00:00.000Z')],
      statuses: [
        status(1, 2, '2030-02-20T09:00:00.000Z'),
        status(2, 2, '2030-02-20T09:00:00.000Z'),
        status(1, 3, '2030-03-02T09:00:00.000Z'),
        status(1, 7, '2030-03-03T09:00:00.000Z'),
        status(2, 10, '2030-03-05T23:00:00.000Z'),
      ],
      hours: new Map([
        [1, 6],
        [2, 2.5],
      ]),
    });
    expect(days.map((day) => day.openIssues)).toEqual([2, 2, 1, 1, 0]);
    expect(days.map((day) => day.remainingHours)).toEqual([8.5, 8.5, 2.5, 2.5, 0]);
    expect(days.map((day) => day.idealIssues)).toEqual([2, 1.5, 1, 0.5, 0]);
    expect(days.map((day) => day.idealHours)).toEqual([8.5, 6.38, 4.25, 2.13, 0]);
  });

  it('counts issues only while they belong to the iteration', () => {
    const days = computeBurndown({
      ...dates,
      today: '2030-03-05',
      memberships: [
        add(1, '2030-03-01T08:00:00.000Z'),
        add(2, '2030-03-03T08:00:00.000Z'),
        remove(1, '2030-03-04T08:00:00.000Z'),
        add(1, '2030-03-05T08:00:00.000Z'),
      ],
      statuses: [status(1, 2, '2030-02-01T00:00:00.000Z'), status(2, 6, '2030-02-01T00:00:00.000Z')],
      hours: new Map([
        [1, 3],
        [2, null],
      ]),
    });
    expect(days.map((day) => day.openIssues)).toEqual([1, 1, 2, 1, 2]);
    expect(days.map((day) => day.remainingHours)).toEqual([3, 3, 3, 0, 3]);
  });

  it('does not count an issue before it exists, nor days still to come, and reopening burns up', () => {
    const days = computeBurndown({
      ...dates,
      today: '2030-03-03',
      memberships: [add(1, '2030-03-01T08:00:00.000Z')],
      statuses: [
        status(1, 2, '2030-03-02T08:00:00.000Z'),
        status(1, 8, '2030-03-02T09:00:00.000Z'),
        status(1, 6, '2030-03-03T09:00:00.000Z'),
      ],
      hours: new Map(),
    });
    expect(days.map((day) => day.openIssues)).toEqual([0, 0, 1, null, null]);
    expect(days[3]?.remainingHours).toBeNull();
  });

  it('draws a one-day iteration straight to zero', () => {
    const days = computeBurndown({
      startDate: '2030-03-01',
      endDate: '2030-03-01',
      today: '2030-03-01',
      memberships: [add(1, '2030-03-01T08:00:00.000Z')],
      statuses: [status(1, 2, '2030-03-01T08:00:00.000Z')],
      hours: new Map(),
    });
    expect(days).toEqual([{ date: '2030-03-01', openIssues: 1, remainingHours: 0, idealIssues: 0, idealHours: 0 }]);
  });
});
