import type { IterationStage, ProjectNotice } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { type TestServer, getTestServer } from '../../test/server';
import { caller } from './settingsTestKit.fixture';

/** Issue 8: iteration stages and project notices (spec points 4 "Iteration stages", "Project notice", 5). */
describe('iteration stages and project notices', () => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let w: ProjectWorld;
  beforeAll(async () => {
    server = await getTestServer();
    call = caller(server);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
  });

  describe('stages', () => {
    const stages = async (token = w.member.token, language = 'en') =>
      (
        await call(
          token,
          { method: 'GET', url: `/prod-api/questline/iterationStage/list?projectId=${w.projectId}` },
          language,
        )
      ).data as IterationStage[];
    const names = async () => (await stages()).map((stage) => stage.stageName);
    const fixedIds = async () => {
      const all = await stages();
      return { first: all[0]?.stageId ?? 0, last: all.at(-1)?.stageId ?? 0 };
    };
    const add = async (stageName: string) =>
      (
        (
          await call(w.admin.token, {
            method: 'POST',
            url: '/prod-api/questline/iterationStage',
            payload: { projectId: w.projectId, stageName },
          })
        ).data as { stageId: number }
      ).stageId;
    const sort = (stageIds: number[], token = w.admin.token) =>
      call(
        token,
        {
          method: 'PUT',
          url: '/prod-api/questline/iterationStage/sort',
          payload: { projectId: w.projectId, stageIds },
        },
        'en',
      );

    it('lists the fixed first and last stages in the reader’s language around the user’s stages (spec point 4)', async () => {
      expect(await names()).toEqual(['Not started', 'Review', 'Completed']);
      expect((await stages(w.member.token, 'zh-CN')).map((stage) => [stage.stageName, stage.fixed])).toEqual([
        ['未开始', 'notStarted'],
        ['Review', null],
        ['已完成', 'completed'],
      ]);
      await add('Testing');
      expect(await names()).toEqual(['Not started', 'Review', 'Testing', 'Completed']);
      expect(await stages(w.outsider.token)).toBeUndefined();
    });

    it('renames and deletes user stages only; the fixed ones are refused with stageFixed', async () => {
      const { first, last } = await fixedIds();
      const rename = (stageId: number, stageName = 'Renamed') =>
        call(
          w.admin.token,
          { method: 'PUT', url: '/prod-api/questline/iterationStage', payload: { stageId, stageName } },
          'en',
        );
      const remove = (stageId: number, token = w.admin.token) =>
        call(token, { method: 'DELETE', url: `/prod-api/questline/iterationStage/${stageId}` }, 'en');
      const fixedMessage = { code: 500, msg: 'The fixed stages cannot be renamed, deleted or moved' };
      expect(await rename(first)).toEqual(fixedMessage);
      expect(await remove(last)).toEqual(fixedMessage);
      expect((await rename(w.stageId, 'x'.repeat(51))).code).toBe(500);
      expect((await rename(w.stageId)).code).toBe(200);
      expect(await names()).toEqual(['Not started', 'Renamed', 'Completed']);
      expect((await remove(w.stageId, w.member.token)).code).toBe(403);
      expect((await remove(w.stageId)).code).toBe(200);
      expect(await names()).toEqual(['Not started', 'Completed']);
      const other = await buildProjectWorld(server.database.db);
      expect((await rename(other.stageId)).code).toBe(404);
      expect((await remove(other.stageId)).code).toBe(404);
    });

    it('reorders exactly the user stages, the fixed ones staying first and last', async () => {
      const testing = await add('Testing');
      const release = await add('Release');
      expect((await sort([release, w.stageId, testing])).code).toBe(200);
      expect(await names()).toEqual(['Not started', 'Release', 'Review', 'Testing', 'Completed']);
      const { first } = await fixedIds();
      expect(await sort([first, release, w.stageId, testing])).toEqual({
        code: 500,
        msg: 'The fixed stages cannot be renamed, deleted or moved',
      });
      const stale = { code: 500, msg: 'The stages have changed; reload and try again' };
      expect(await sort([release, w.stageId])).toEqual(stale);
      expect(await sort([release, release, w.stageId])).toEqual(stale);
      const other = await buildProjectWorld(server.database.db);
      expect((await sort([release, w.stageId, testing, other.stageId])).code).toBe(404);
      expect((await sort([testing, w.stageId, release], w.member.token)).code).toBe(403);
      expect(await names()).toEqual(['Not started', 'Release', 'Review', 'Testing', 'Completed']);
      // A stage added after a reorder still goes just before "completed".
      await add('Last');
      expect((await names()).slice(-2)).toEqual(['Last', 'Completed']);
    });
  });

  describe('notices', () => {
    const notices = async (token: string) =>
      (await call(token, { method: 'GET', url: `/prod-api/questline/projectNotice/list?projectId=${w.projectId}` }))
        .data as ProjectNotice[];
    const add = (body: object, token = w.admin.token) =>
      call(
        token,
        {
          method: 'POST',
          url: '/prod-api/questline/projectNotice',
          payload: { projectId: w.projectId, noticeContent: 'Body', ...body },
        },
        'en',
      );
    const hourFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

    it('shows members only published notices whose time has come; admins all, newest first (spec point 4)', async () => {
      await add({ noticeTitle: 'Draft', publishTime: hourFromNow(-2), status: 0 });
      await add({ noticeTitle: 'Scheduled', publishTime: hourFromNow(5), status: 1 });
      await add({ noticeTitle: 'Out', publishTime: hourFromNow(-1), status: 1 });
      expect((await notices(w.admin.token)).map((notice) => notice.noticeTitle)).toEqual([
        'Scheduled',
        'Notice',
        'Out',
        'Draft',
      ]);
      const seen = await notices(w.member.token);
      expect(seen.map((notice) => notice.noticeTitle)).toEqual(['Notice', 'Out']);
      expect(seen[1]).toMatchObject({
        noticeContent: 'Body',
        status: 1,
        createBy: w.admin.id,
        createByName: `Member ${w.admin.id}`,
      });
      expect(await notices(w.outsider.token)).toBeUndefined();
    });

    it('checks the title’s 50 bytes and the publish time (spec point 5 "Project notice")', async () => {
      expect((await add({ noticeTitle: '通'.repeat(16), publishTime: hourFromNow(0) })).code).toBe(200);
      expect(await add({ noticeTitle: '通'.repeat(17), publishTime: hourFromNow(0) })).toEqual({
        code: 500,
        msg: 'Invalid input: noticeTitle must be at most 50 bytes (a Chinese character takes 3)',
      });
      expect((await add({ noticeTitle: 'No time' })).code).toBe(500);
      expect(await add({ noticeTitle: 'Bad time', publishTime: 'tomorrow-ish' })).toEqual({
        code: 500,
        msg: 'Invalid input: publishTime is not a valid time',
      });
      expect((await add({ noticeTitle: 'Member', publishTime: hourFromNow(0) }, w.member.token)).code).toBe(403);
    });

    it('publishes, unpublishes, edits and deletes; another project’s notice is 404', async () => {
      const edit = (body: object, token = w.admin.token) =>
        call(token, { method: 'PUT', url: '/prod-api/questline/projectNotice', payload: body });
      const base = { noticeId: w.noticeId, noticeTitle: 'Changed', noticeContent: 'New', publishTime: hourFromNow(-1) };
      expect((await edit({ ...base, status: 0 })).code).toBe(200);
      expect(await notices(w.member.token)).toEqual([]);
      expect((await edit({ ...base, status: 1 })).code).toBe(200);
      expect((await notices(w.member.token))[0]).toMatchObject({
        noticeTitle: 'Changed',
        noticeContent: 'New',
        status: 1,
      });
      expect((await edit({ ...base, status: 0 }, w.member.token)).code).toBe(403);
      const other = await buildProjectWorld(server.database.db);
      expect((await edit({ ...base, noticeId: other.noticeId, status: 1 })).code).toBe(404);
      const remove = (noticeId: number) =>
        call(w.admin.token, { method: 'DELETE', url: `/prod-api/questline/projectNotice/${noticeId}` });
      expect((await remove(other.noticeId)).code).toBe(404);
      expect((await remove(w.noticeId)).code).toBe(200);
      expect(await notices(w.admin.token)).toEqual([]);
    });
  });
});
