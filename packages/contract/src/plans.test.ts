import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, PLANS, attachmentLimitBytes, planName, planOf } from './plans';

describe('plans (spec point 2 price table, DOMAIN.md plan limits)', () => {
  it('prices per month in fen', () => {
    expect(PLANS.map((plan) => plan.unitPriceFen)).toEqual([0, 6800, 16800, 38800]);
  });

  it('limits projects and members per the price table', () => {
    expect(PLANS.map((plan) => [plan.maxProjects, plan.maxMembersPerProject])).toEqual([
      [5, 5],
      [10, 10],
      [20, 20],
      [null, null],
    ]);
  });

  it('limits an attachment to 10 MB on Free and 100 MB on paid plans', () => {
    expect(PLANS.map((plan) => attachmentLimitBytes(plan.versionCode))).toEqual([
      10 * 1024 * 1024,
      100 * 1024 * 1024,
      100 * 1024 * 1024,
      100 * 1024 * 1024,
    ]);
    expect(ATTACHMENT_MAX_BYTES).toBe(100 * 1024 * 1024);
  });

  it('treats an unknown versionCode as Free', () => {
    expect(planOf(42).key).toBe('free');
  });

  it('names plans in both languages', () => {
    expect(planName('zh', 1)).toBe('标准版');
    expect(planName('en', 3)).toBe('Enterprise');
  });
});
