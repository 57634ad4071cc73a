import type { PlanItemRow } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { buildQuestion } from '../../test/questions';
import { type TestServer, getTestServer } from '../../test/server';

/** Issue 13: the plan tree (spec points 3 "Project plan item", 5 "Milestone and plan", 6 roles). */
describe('project plans', () => {
  let server: TestServer;
  let w: ProjectWorld;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
  });

  const as = (token: string, language: 'zh-CN' | 'en-US' = 'en-US') => apiAs(server, token, language);
  const plan = (body: object = {}) => ({
    projectId: w.projectId,
    parentId: w.planGroupId,
    itemType: 2,
    planName: 'Payments',
    assigneeUserId: w.member.id,
    publishTime: '2030-03-01',
    startDate: '2030-02-01',
    endDate: '2030-02-20',
    ...body,
  });
  const itemCount = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('plan_items')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('project_id', '=', w.projectId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const tree = async () =>
    (await as(w.member.token)<PlanItemRow[]>('GET', `projectPlan/list?projectId=${w.projectId}`)).data;

  it('lets an admin build a group with a plan and a milestone, and members read the tree in order', async () => {
    const api = as(w.admin.token);
    const group = await api<PlanItemRow>('POST', 'projectPlan', {
      ...plan({ parentId: null, itemType: 1, planName: 'Release 2', assigneeUserId: null, publishTime: null }),
    });
    expect(group).toMatchObject({ code: 200, data: { itemType: 1, assignee: null, progress: 0 } });
    const child = await api<PlanItemRow>('POST', 'projectPlan', plan({ parentId: group.data.planId }));
    expect(child.data).toMatchObject({ parentId: group.data.planId, assignee: { userId: w.member.id } });
    const milestone = await api<PlanItemRow>(
      'POST',
      'projectPlan',
      plan({
        parentId: group.data.planId,
        itemType: 3,
        planName: 'GA',
        startDate: '2030-02-21',
        endDate: '2030-02-21',
      }),
    );
    expect(milestone.data.itemType).toBe(3);
    const rows = await tree();
    const ids = rows.map((row) => row.planId);
    expect(ids.indexOf(group.data.planId)).toBeLessThan(ids.indexOf(child.data.planId));
    expect(ids.indexOf(child.data.planId)).toBeLessThan(ids.indexOf(milestone.data.planId));
    expect(rows.find((row) => row.planId === w.planId)?.deliverableCount).toBe(1);

    const edited = await api<PlanItemRow>('PUT', 'projectPlan', {
      ...plan({ parentId: group.data.planId, planName: 'Payments v2', status: 1 }),
      planId: child.data.planId,
      updateTime: child.data.updateTime,
    });
    expect(edited.data).toMatchObject({ planName: 'Payments v2', status: 1, progress: 100 });
  });

  it('refuses missing assignee or publishing time, dates out of order and a non-member assignee, changing nothing', async () => {
    const before = await itemCount();
    const zh = as(w.admin.token, 'zh-CN');
    const noAssignee = await zh('POST', 'projectPlan', plan({ assigneeUserId: null }));
    expect(noAssignee).toMatchObject({ code: 500, msg: expect.stringContaining('必须指定负责人') as string });
    const noPublish = await as(w.admin.token)(
      'POST',
      'projectPlan',
      plan({ itemType: 3, endDate: '2030-02-01', publishTime: null }),
    );
    expect(noPublish.msg).toContain('need a publishing time');
    const reversed = await as(w.admin.token)('POST', 'projectPlan', plan({ endDate: '2030-01-01' }));
    expect(reversed.msg).toContain('The end date cannot be before the start date');
    const outsider = await as(w.admin.token)('POST', 'projectPlan', plan({ assigneeUserId: w.outsider.id }));
    expect(outsider).toMatchObject({ code: 500, msg: 'The assignee must be a member of the project' });
    const noName = await as(w.admin.token)('POST', 'projectPlan', plan({ planName: ' ' }));
    expect(noName.code).toBe(500);
    expect(await itemCount()).toBe(before);
  });

  it('refuses a parent that is not a group of the project, or that sits below the item', async () => {
    const api = as(w.admin.token);
    const foreign = await api<PlanItemRow>('POST', 'projectPlan', {
      ...plan({ parentId: null, itemType: 1, assigneeUserId: null, publishTime: null }),
    });
    expect(foreign.code).toBe(200);
    const underPlan = await api('POST', 'projectPlan', plan({ parentId: w.planId }));
    expect(underPlan.msg).toContain('The parent must be a plan group of this project');
    const outsiderPlan = await server.database.db
      .insertInto('plan_items')
      .values({
        project_id: w.outsiderProjectId,
        parent_id: null,
        item_type: 1,
        name: 'Theirs',
        assignee_id: null,
        publish_time: null,
        start_date: '2030-01-01',
        end_date: '2030-01-02',
        creator_id: w.outsider.id,
        create_time: '2030-01-01T00:00:00.000Z',
        update_time: '2030-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const otherProject = await api('POST', 'projectPlan', plan({ parentId: outsiderPlan.id }));
    expect(otherProject.msg).toContain('The parent must be a plan group of this project');
    const loop = await api('PUT', 'projectPlan', {
      ...plan({ parentId: w.planGroupId, itemType: 1, assigneeUserId: null, publishTime: null }),
      planId: w.planGroupId,
      updateTime: w.planUpdateTime,
    });
    expect(loop.msg).toContain('The parent must be a plan group of this project');
    const ungroup = await api('PUT', 'projectPlan', {
      ...plan({ parentId: null }),
      planId: w.planGroupId,
      updateTime: w.planUpdateTime,
    });
    expect(ungroup.msg).toBe('This plan group still holds items, so it cannot become another type');
    const editForeign = await api('PUT', 'projectPlan', {
      ...plan(),
      planId: outsiderPlan.id,
      updateTime: '2030-01-01T00:00:00.000Z',
    });
    expect(editForeign.code).toBe(404);
  });

  it('refuses an edit from a copy older than the item, in the caller language, changing nothing', async () => {
    const api = as(w.admin.token);
    const body = (fields: object) => ({ ...plan(fields), planId: w.planId, updateTime: w.planUpdateTime });
    const first = await api<PlanItemRow>('PUT', 'projectPlan', body({ planName: 'First' }));
    expect(first.code).toBe(200);
    expect(first.data.updateTime).not.toBe(w.planUpdateTime);
    const stale = await api('PUT', 'projectPlan', body({ planName: 'Second' }));
    expect(stale).toEqual({ code: 500, msg: 'Someone else changed this plan item; reload it and try again' });
    const staleZh = await as(w.admin.token, 'zh-CN')('PUT', 'projectPlan', body({ planName: 'Second' }));
    expect(staleZh).toEqual({ code: 500, msg: '该计划已被他人修改，请刷新后重试' });
    expect((await tree()).find((row) => row.planId === w.planId)?.planName).toBe('First');
    const again = await api('PUT', 'projectPlan', {
      ...body({ planName: 'Second' }),
      updateTime: first.data.updateTime,
    });
    expect(again.code).toBe(200);
  });

  it('keeps members read-only', async () => {
    const api = as(w.member.token);
    expect((await api('POST', 'projectPlan', plan())).code).toBe(403);
    expect(
      (
        await api('PUT', 'projectPlan/move', {
          projectId: w.projectId,
          planId: w.planId,
          startDate: '2030-01-02',
          endDate: '2030-01-03',
        })
      ).code,
    ).toBe(403);
    expect((await api('DELETE', `projectPlan/${w.planId}?projectId=${w.projectId}`)).code).toBe(403);
    expect((await as(w.outsider.token)('GET', `projectPlan/list?projectId=${w.projectId}`)).code).toBe(404);
  });

  it('moves and resizes with the form date rules; a milestone stays one day', async () => {
    const api = as(w.admin.token);
    const moved = await api<PlanItemRow>('PUT', 'projectPlan/move', {
      projectId: w.projectId,
      planId: w.planId,
      startDate: '2030-01-05',
      endDate: '2030-02-10',
    });
    expect(moved.data).toMatchObject({ startDate: '2030-01-05', endDate: '2030-02-10' });
    const reversed = await as(w.admin.token, 'zh-CN')('PUT', 'projectPlan/move', {
      projectId: w.projectId,
      planId: w.planId,
      startDate: '2030-01-05',
      endDate: '2030-01-04',
    });
    expect(reversed.msg).toContain('结束日期不能早于开始日期');
    const milestone = await api<PlanItemRow>('POST', 'projectPlan', plan({ itemType: 3, endDate: '2030-02-01' }));
    const stretched = await api('PUT', 'projectPlan/move', {
      projectId: w.projectId,
      planId: milestone.data.planId,
      startDate: '2030-02-01',
      endDate: '2030-02-03',
    });
    expect(stretched.msg).toContain('A milestone is one day');
    expect((await tree()).find((row) => row.planId === w.planId)?.endDate).toBe('2030-02-10');
  });

  it('rolls progress up from linked issues and unlinks them when the plan goes', async () => {
    const db = server.database.db;
    const question = (status: 2 | 7) =>
      buildQuestion(db, { projectId: w.projectId, creatorId: w.member.id, handlerIds: [w.member.id], status });
    const open = await question(2);
    const resolved = await question(7);
    const linked = await as(w.member.token)<{ changed: number }>('PUT', 'questionInfo/updateBatchProblemPlan', {
      projectId: w.projectId,
      questionIds: [open.id, resolved.id],
      planId: w.planId,
    });
    expect(linked.data.changed).toBe(2);
    let rows = await tree();
    expect(rows.find((row) => row.planId === w.planId)).toMatchObject({ issueCount: 2, doneCount: 1, progress: 50 });
    expect(rows.find((row) => row.planId === w.planGroupId)).toMatchObject({ issueCount: 2, progress: 50 });
    await db.updateTable('questions').set({ status: 10 }).where('id', '=', open.id).execute();
    rows = await tree();
    expect(rows.find((row) => row.planId === w.planGroupId)?.progress).toBe(100);

    const removed = await as(w.admin.token)('DELETE', `projectPlan/${w.planGroupId}?projectId=${w.projectId}`);
    expect(removed.code).toBe(200);
    expect(await tree()).toEqual([]);
    const plans = await db
      .selectFrom('questions')
      .select('plan_id')
      .where('id', 'in', [open.id, resolved.id])
      .execute();
    expect(plans.map((row) => row.plan_id)).toEqual([null, null]);
    expect(
      await db.selectFrom('plan_deliverables').selectAll().where('project_id', '=', w.projectId).execute(),
    ).toEqual([]);
  });
});
