import { describe, expect, it } from 'vitest';
import { PLANS, planOf } from './plans';
import { formatYuan, perDayYuan, periodPriceFen } from './prices';

const paid = PLANS.filter((plan) => plan.unitPriceFen > 0);

describe('prices (spec point 9)', () => {
  it('gives the annual (8.8 fold) and two-year (6 fold) prices of the spec', () => {
    expect(paid.map((plan) => formatYuan(periodPriceFen(plan, 'annual')))).toEqual(['718.08', '1774.08', '4097.28']);
    expect(paid.map((plan) => formatYuan(periodPriceFen(plan, 'twoYear')))).toEqual(['979.2', '2419.2', '5587.2']);
  });

  it('gives the per-day figures the portal shows, annual then two-year per plan', () => {
    expect(paid.flatMap((plan) => [perDayYuan(plan, 'annual'), perDayYuan(plan, 'twoYear')])).toEqual([
      '1.9',
      '1.3',
      '4.8',
      '3.3',
      '11.2',
      '7.6',
    ]);
  });

  it('charges the list price monthly and nothing on Free', () => {
    expect(paid.map((plan) => formatYuan(periodPriceFen(plan, 'monthly')))).toEqual(['68', '168', '388']);
    expect(perDayYuan(planOf(0), 'annual')).toBe('0');
    expect(formatYuan(periodPriceFen(planOf(0), 'twoYear'))).toBe('0');
  });
});
