import {
  type BoardStats,
  type MyStats,
  ResultCode,
  type StatsDistribution,
  type StatsDurations,
  type StatsTrend,
  localDay,
} from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { type TestServer, getTestServer } from '../../test/server';
import { type StatsWorld, buildStatsWorld } from '../../test/statsWorld';

/** Issue 13 "statistics": the figures of a project, across the caller's projects and on the big screen. */
describe('statistics', () => {
  let server: TestServer;
  let w: StatsWorld;
  const get = <T>(token: string, url: string, query: object) => apiAs(server, token, 'en-US')<T>('GET', url, query);
  const slice = (slices: { key: number | null; count: number }[], key: number | null) =>
    slices.find((entry) => entry.key === key)?.count ?? 0;

  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildStatsWorld(server.database.db);
  });

  it('counts a project’s issues by every field, never its drafts', async () => {
    const answer = await get<StatsDistribution>(w.handler.token, 'statistics/distribution', { projectId: w.projectId });
    expect(answer.code).toBe(ResultCode.ok);
    const data = answer.data;
    expect(data.total).toBe(4);
    expect(data.open).toBe(3);
    expect(data.overdue).toBe(1);
    expect(data.byStatus).toEqual([
      { key: 2, count: 1 },
      { key: 3, count: 1 },
      { key: 6, count: 1 },
      { key: 7, count: 1 },
    ]);
    expect(slice(data.byType, 2)).toBe(1);
    expect(slice(data.byType, 1)).toBe(3);
    expect(slice(data.byPriority, 1)).toBe(1);
    expect(data.byModule).toContainEqual({ key: w.moduleId, name: 'Payments', count: 1 });
    expect(slice(data.byModule, null)).toBe(3);
    expect(slice(data.byTerminal, 2)).toBe(1);
    expect(slice(data.byDefectCategory, 4)).toBe(1);
    expect(data.byHandler).toEqual([expect.objectContaining({ userId: w.handler.id, count: 4, open: 3 })]);
    expect(data.reopen).toEqual({ reopened: 1, finished: 2, rate: 50 });
  });

  it('narrows by version, iteration and creation dates', async () => {
    const byVersion = await get<StatsDistribution>(w.owner.token, 'statistics/distribution', {
      projectId: w.projectId,
      versionId: w.versionId,
    });
    expect(byVersion.data.total).toBe(1);
    expect(byVersion.data.overdue).toBe(1);

    const sprint = await server.database.db
      .insertInto('project_iterations')
      .values({
        project_id: w.projectId,
        name: 'Sprint',
        start_date: '2026-11-01',
        end_date: '2026-11-14',
        creator_id: w.owner.id,
        create_time: new Date().toISOString(),
        update_time: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.database.db
      .updateTable('questions')
      .set({ iteration_id: sprint.id })
      .where('id', 'in', [w.ids.resolved, w.ids.open])
      .execute();
    const byIteration = await get<StatsDistribution>(w.owner.token, 'statistics/distribution', {
      projectId: w.projectId,
      iterationId: sprint.id,
    });
    expect(byIteration.data.total).toBe(2);

    const today = localDay(new Date(), 0);
    const recent = await get<StatsDistribution>(w.owner.token, 'statistics/distribution', {
      projectId: w.projectId,
      from: localDay(new Date(Date.now() - 10 * 86_400_000), 0),
      to: today,
    });
    expect(recent.data.total).toBe(3);
  });

  it('draws created against resolved per day and per week', async () => {
    const daily = await get<StatsTrend>(w.owner.token, 'statistics/trend', { projectId: w.projectId });
    expect(daily.data.buckets).toHaveLength(30);
    const sum = (key: 'created' | 'resolved', buckets = daily.data.buckets) =>
      buckets.reduce((total, bucket) => total + bucket[key], 0);
    expect(sum('created')).toBe(3);
    expect(sum('resolved')).toBe(2);
    const resolvedDay = localDay(new Date(Date.now() - 42 * 3_600_000), 0);
    expect(daily.data.buckets.find((bucket) => bucket.start === resolvedDay)?.resolved).toBeGreaterThanOrEqual(1);

    const weekly = await get<StatsTrend>(w.owner.token, 'statistics/trend', {
      projectId: w.projectId,
      granularity: 'week',
    });
    expect(weekly.data.buckets.length).toBeLessThanOrEqual(6);
    expect(sum('created', weekly.data.buckets)).toBe(3);
  });

  it('averages the time to resolution and the stay in each status', async () => {
    const answer = await get<StatsDurations>(w.owner.token, 'statistics/durations', { projectId: w.projectId });
    expect(answer.data.resolution).toEqual({ count: 2, averageHours: 8 });
    expect(answer.data.states).toEqual([
      { status: 2, count: 2, averageHours: 6 },
      { status: 3, count: 1, averageHours: 3 },
      { status: 4, count: 1, averageHours: 1 },
      { status: 7, count: 1, averageHours: 1 },
    ]);
  });

  it('refuses a day the calendar does not have with the field message, never an internal error (issue 28)', async () => {
    for (const from of ['2026-99-99', '2026-02-30', '0000-00-00']) {
      const answer = await get<StatsDurations>(w.owner.token, 'statistics/durations', { projectId: w.projectId, from });
      // A refused input is `{code: 500, msg}` with the field's message (DOMAIN.md), not an internal error.
      expect(answer.msg).toBe('Invalid input: from is not a valid time');
    }
  });

  it('changes when an issue is resolved through the workflow', async () => {
    const owner = apiAs(server, w.owner.token, 'en-US');
    const handler = apiAs(server, w.handler.token, 'en-US');
    const detail = await owner<{ updateTime: string }>('GET', 'questionInfo/getQuestionInfo', {
      projectId: w.projectId,
      questionId: w.ids.overdue,
    });
    const completed = await handler<{ updateTime: string }>('POST', 'questionInfo/questionByCompleteRepair', {
      projectId: w.projectId,
      questionId: w.ids.overdue,
      updateTime: detail.data.updateTime,
    });
    expect(completed.code).toBe(ResultCode.ok);
    const adopted = await owner('POST', 'questionInfo/questionByAdoptReview', {
      projectId: w.projectId,
      questionId: w.ids.overdue,
      updateTime: completed.data.updateTime,
    });
    expect(adopted.code).toBe(ResultCode.ok);

    const after = await get<StatsDistribution>(w.owner.token, 'statistics/distribution', { projectId: w.projectId });
    expect(slice(after.data.byStatus, 7)).toBe(2);
    expect(after.data.overdue).toBe(0);
    const trend = await get<StatsTrend>(w.owner.token, 'statistics/trend', { projectId: w.projectId });
    expect(trend.data.buckets.at(-1)?.resolved).toBeGreaterThanOrEqual(1);
    const board = await get<BoardStats>(w.owner.token, 'statistics/board', { projectId: w.projectId });
    expect(board.data.health.resolvedToday).toBe(1);
    expect(board.data.activity[0]).toMatchObject({ questionId: w.ids.overdue, code: 3, toStatus: 7 });
  });

  it('sums the caller’s own projects, and only those', async () => {
    const mine = await get<MyStats>(w.owner.token, 'statistics/mine', {});
    expect(mine.data.projects.map((project) => project.projectId)).toEqual([w.projectId, w.otherProjectId]);
    expect(mine.data.projects[0]).toMatchObject({ total: 4, open: 3, overdue: 1, resolved: 2, created: 3 });
    expect(mine.data.projects[1]).toMatchObject({ total: 1, open: 1 });
    expect(slice(mine.data.byStatus, 2)).toBe(2);

    const handlers = await get<MyStats>(w.handler.token, 'statistics/mine', {});
    expect(handlers.data.projects.map((project) => project.projectId)).toEqual([w.projectId]);
  });

  it('shows the board: funnel, handler load and the latest events without drafts', async () => {
    const board = await get<BoardStats>(w.handler.token, 'statistics/board', { projectId: w.projectId });
    expect(board.code).toBe(ResultCode.ok);
    expect(board.data.health).toMatchObject({ projectId: w.projectId, total: 4, open: 3, overdue: 1 });
    expect(board.data.funnel).toEqual([
      { status: 2, count: 1 },
      { status: 3, count: 1 },
      { status: 4, count: 0 },
      { status: 5, count: 0 },
      { status: 7, count: 1 },
    ]);
    expect(board.data.handlers).toEqual([expect.objectContaining({ userId: w.handler.id, open: 3 })]);
    expect(board.data.activity.map((event) => event.questionId)).not.toContain(w.ids.draft);
    expect(board.data.activity[0]?.operatorName).not.toBe('');
  });
});
