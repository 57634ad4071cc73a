import { describe, expect, it } from 'vitest';
import { barOption, hasFigures } from './statsOptions';

describe('the statistics bar chart (issue 38, point 8)', () => {
  it('labels every bar, turning and cutting long names rather than dropping one', () => {
    const entries = ['Web', 'iOS', 'Android', 'Mini program'].map((name, index) => ({ name, value: index + 1 }));
    const { xAxis } = barOption(entries, 'By terminal') as {
      xAxis: { data: string[]; axisLabel: Record<string, unknown> };
    };
    expect(xAxis.data).toEqual(['Web', 'iOS', 'Android', 'Mini program']);
    expect(xAxis.axisLabel).toMatchObject({ interval: 0, rotate: 30, overflow: 'truncate' });
    expect(xAxis.axisLabel.hideOverlap).toBeUndefined();
  });

  it('has figures only when one is above zero', () => {
    expect(hasFigures([])).toBe(false);
    expect(hasFigures([0, 0])).toBe(false);
    expect(hasFigures([0, 2])).toBe(true);
  });
});
