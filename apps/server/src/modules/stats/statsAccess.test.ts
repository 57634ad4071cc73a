import { ResultCode } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { type TestServer, getTestServer } from '../../test/server';
import { type StatsWorld, buildStatsWorld } from '../../test/statsWorld';

const PROJECT_CALLS = ['statistics/distribution', 'statistics/trend', 'statistics/durations', 'statistics/board'];

/** Issue 13 "Permissions" and "bad filters": members only, localised refusals that change nothing. */
describe('statistics access and refusals', () => {
  let server: TestServer;
  let w: StatsWorld;

  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildStatsWorld(server.database.db);
  });

  it.each(PROJECT_CALLS)('%s answers 404 to a non-member and to a missing project, 401 to nobody', async (url) => {
    const outsider = await apiAs(server, w.outsider.token)('GET', url, { projectId: w.projectId });
    expect(outsider.code).toBe(ResultCode.notFound);
    const missing = await apiAs(server, w.owner.token)('GET', url, { projectId: 987_654 });
    expect(missing.code).toBe(ResultCode.notFound);
    const anonymous = await apiAs(server)('GET', url, { projectId: w.projectId });
    expect(anonymous.code).toBe(ResultCode.unauthorized);
    const member = await apiAs(server, w.handler.token)('GET', url, { projectId: w.projectId });
    expect(member.code).toBe(ResultCode.ok);
  });

  it('answers 404 to a member of one project asking about another of the owner’s', async () => {
    const answer = await apiAs(server, w.handler.token)('GET', 'statistics/distribution', {
      projectId: w.otherProjectId,
    });
    expect(answer.code).toBe(ResultCode.notFound);
  });

  it('refuses a date range out of order, in zh and en', async () => {
    const query = { projectId: w.projectId, from: '2026-03-05', to: '2026-03-01' };
    const zh = await apiAs(server, w.owner.token, 'zh-CN')('GET', 'statistics/trend', query);
    expect(zh.code).toBe(ResultCode.fail);
    expect(zh.msg).toContain('结束日期不能早于开始日期');
    const en = await apiAs(server, w.owner.token, 'en-US')('GET', 'statistics/mine', {
      from: '2026-03-05',
      to: '2026-03-01',
    });
    expect(en.code).toBe(ResultCode.fail);
    expect(en.msg).toContain('The end date cannot be before the start date');
  });

  it('refuses a range longer than a year and a date that does not exist', async () => {
    const long = await apiAs(server, w.owner.token, 'en-US')('GET', 'statistics/distribution', {
      projectId: w.projectId,
      from: '2024-01-01',
      to: '2026-01-01',
    });
    expect(long.code).toBe(ResultCode.fail);
    expect(long.msg).toContain('at most 366 days');
    const invalid = await apiAs(server, w.owner.token, 'en-US')('GET', 'statistics/distribution', {
      projectId: w.projectId,
      from: '2026-02-30',
    });
    expect(invalid.code).toBe(ResultCode.fail);
  });

  it('refuses another project’s version, in zh and en', async () => {
    const query = { projectId: w.projectId, versionId: w.otherVersionId };
    const en = await apiAs(server, w.owner.token, 'en-US')('GET', 'statistics/distribution', query);
    expect(en).toMatchObject({ code: ResultCode.fail, msg: 'The chosen version does not belong to this project' });
    const zh = await apiAs(server, w.owner.token, 'zh-CN')('GET', 'statistics/durations', query);
    expect(zh).toMatchObject({ code: ResultCode.fail, msg: '所选版本不属于该项目' });
  });

  it('refuses an unknown field, a bad granularity and an impossible time-zone offset', async () => {
    const owner = apiAs(server, w.owner.token, 'en-US');
    expect((await owner('GET', 'statistics/trend', { projectId: w.projectId, granularity: 'year' })).code).toBe(
      ResultCode.fail,
    );
    expect((await owner('GET', 'statistics/board', { projectId: w.projectId, utcOffset: 5000 })).code).toBe(
      ResultCode.fail,
    );
    expect((await owner('GET', 'statistics/mine', { projectId: w.projectId })).code).toBe(ResultCode.fail);
  });

  it('refuses another project’s iteration, in zh and en, and changes nothing', async () => {
    const other = await server.database.db
      .insertInto('project_iterations')
      .values({
        project_id: w.otherProjectId,
        name: 'Elsewhere',
        start_date: '2026-11-01',
        end_date: '2026-11-14',
        creator_id: w.owner.id,
        create_time: new Date().toISOString(),
        update_time: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const query = { projectId: w.projectId, iterationId: other.id };
    const en = await apiAs(server, w.owner.token, 'en-US')('GET', 'statistics/distribution', query);
    expect(en).toMatchObject({ code: ResultCode.fail, msg: 'The chosen iteration does not belong to this project' });
    const zh = await apiAs(server, w.owner.token, 'zh-CN')('GET', 'statistics/trend', query);
    expect(zh).toMatchObject({ code: ResultCode.fail, msg: '所选迭代不属于该项目' });
  });
});
