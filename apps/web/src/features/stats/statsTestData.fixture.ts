import type { BoardStats, MyStats, StatsDistribution, StatsDurations, StatsTrend } from '@questline/contract';

export const ok = <T>(data: T) => ({ code: 200 as const, msg: '', data });

export function distributionFixture(overrides: Partial<StatsDistribution> = {}): StatsDistribution {
  return {
    total: 12,
    open: 7,
    overdue: 2,
    reopen: { reopened: 1, finished: 4, rate: 25 },
    byStatus: [
      { key: 2, count: 5 },
      { key: 3, count: 2 },
      { key: 7, count: 5 },
    ],
    byType: [{ key: 1, count: 12 }],
    byPriority: [{ key: 1, count: 12 }],
    bySeverity: [{ key: 2, count: 12 }],
    byModule: [
      { key: null, count: 4 },
      { key: 9, name: 'Payments', count: 8 },
    ],
    byTerminal: [{ key: null, count: 12 }],
    byDefectCategory: [{ key: null, count: 12 }],
    byHandler: [{ userId: 3, name: 'Ann', count: 9, open: 6 }],
    ...overrides,
  };
}

export const trendFixture: StatsTrend = {
  from: '2026-11-23',
  to: '2026-11-24',
  granularity: 'day',
  buckets: [
    { start: '2026-11-23', created: 3, resolved: 1 },
    { start: '2026-11-24', created: 2, resolved: 4 },
  ],
};

export const durationsFixture: StatsDurations = {
  from: '2026-11-23',
  to: '2026-11-24',
  resolution: { count: 5, averageHours: 12.5 },
  states: [{ status: 2, count: 5, averageHours: 3 }],
};

export function boardFixture(overrides: Partial<BoardStats['health']> = {}): BoardStats {
  return {
    health: {
      projectId: 6,
      projectName: 'Beta',
      total: 12,
      open: 7,
      overdue: 2,
      createdToday: 3,
      resolvedToday: 1,
      created: 3,
      resolved: 1,
      ...overrides,
    },
    funnel: [
      { status: 2, count: 5 },
      { status: 3, count: 2 },
      { status: 4, count: 0 },
      { status: 5, count: 0 },
      { status: 7, count: 5 },
    ],
    handlers: [{ userId: 3, name: 'Ann', count: 9, open: 6 }],
    activity: [
      {
        id: 41,
        questionId: 100,
        number: 17,
        title: 'Crash on save',
        code: 3,
        toStatus: 7,
        operatorName: 'Ann',
        createTime: '2026-11-24T07:00:00.000Z',
      },
    ],
  };
}

export const myStatsFixture: MyStats = {
  from: '2026-10-26',
  to: '2026-11-24',
  projects: [
    {
      projectId: 6,
      projectName: 'Beta',
      total: 12,
      open: 7,
      overdue: 2,
      createdToday: 3,
      resolvedToday: 1,
      created: 9,
      resolved: 4,
    },
    {
      projectId: 8,
      projectName: 'Gamma',
      total: 1,
      open: 1,
      overdue: 0,
      createdToday: 0,
      resolvedToday: 0,
      created: 1,
      resolved: 0,
    },
  ],
  byStatus: [
    { key: 2, count: 6 },
    { key: 7, count: 5 },
  ],
};
