import type { ProjectMembersData, TestTaskDetail } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { type TestServer, getTestServer } from '../../test/server';

/** Spec point 6 "Removed or quitting members' pending tasks must be reassigned": unfinished test tasks go too. */
describe('handing test tasks over when a member leaves', () => {
  let server: TestServer;
  let w: ProjectWorld;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
  });

  const newTask = async (ownerUserId: number, executorUserIds: number[]) => {
    const created = await apiAs(server, w.admin.token)<TestTaskDetail>('POST', 'testTask', {
      projectId: w.projectId,
      taskName: `Regression ${ownerUserId}-${executorUserIds.join('-')}`,
      phase: 3,
      startDate: '2026-11-01',
      endDate: '2026-11-07',
      ownerUserId,
      executorUserIds,
    });
    expect(created.code).toBe(200);
    return created.data.taskId;
  };
  const taskRow = (id: number) =>
    server.database.db
      .selectFrom('test_tasks')
      .select(['owner_id', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const executorsOf = async (id: number) =>
    (
      await server.database.db
        .selectFrom('test_task_executors')
        .select('user_id')
        .where('task_id', '=', id)
        .orderBy('user_id')
        .execute()
    ).map((row) => row.user_id);

  it('counts unfinished tasks owned or executed once each, and the hand-over moves them to the heir', async () => {
    const db = server.database.db;
    const admin = apiAs(server, w.admin.token, 'en-US');
    const pendingOfMember = async () =>
      (
        await admin<ProjectMembersData>('POST', 'projectUser/getProjectUserList', { projectId: w.projectId })
      ).data.members.find((member) => member.userId === w.member.id)?.pendingCount ?? 0;
    // The world's member already owns and executes an in-progress task with a case assigned to them.
    const before = await pendingOfMember();
    const owned = await newTask(w.member.id, [w.member.id, w.admin.id]);
    const executed = await newTask(w.admin.id, [w.member.id]);
    const complete = await newTask(w.member.id, [w.member.id]);
    await db.updateTable('test_tasks').set({ status: 4 }).where('id', '=', complete).execute();

    // Owned and executed counts once; the complete task not at all.
    expect(await pendingOfMember()).toBe(before + 2);
    const refused = await admin('POST', 'projectUser/deleteProjectUser', {
      projectId: w.projectId,
      userId: w.member.id,
    });
    expect(refused.msg).toBe(`This member still has ${before + 2} pending item(s); choose who takes them over first`);
    expect(await taskRow(w.testTaskId)).toMatchObject({ owner_id: w.member.id });

    const done = await admin('POST', 'projectUser/deleteProjectEditUserBacklog', {
      projectId: w.projectId,
      userId: w.member.id,
      toUserId: w.other.id,
    });
    expect(done.code).toBe(200);
    expect(await taskRow(w.testTaskId)).toMatchObject({ owner_id: w.other.id });
    expect(await executorsOf(w.testTaskId)).toEqual([w.other.id]);
    const taskCase = await db
      .selectFrom('test_task_cases')
      .select('executor_id')
      .where('id', '=', w.testTaskCaseId)
      .executeTakeFirstOrThrow();
    expect(taskCase.executor_id).toBe(w.other.id);
    expect(await taskRow(owned)).toMatchObject({ owner_id: w.other.id });
    expect(await executorsOf(owned)).toEqual([w.admin.id, w.other.id].sort((a, b) => a - b));
    expect(await taskRow(executed)).toMatchObject({ owner_id: w.admin.id });
    expect(await executorsOf(executed)).toEqual([w.other.id]);
    // A complete task is history: its people stay as they were.
    expect(await taskRow(complete)).toMatchObject({ owner_id: w.member.id, status: 4 });
    expect(await executorsOf(complete)).toEqual([w.member.id]);
  });

  it('merges the executor place when the heir already runs the task', async () => {
    const shared = await newTask(w.admin.id, [w.member.id, w.other.id]);
    expect(await executorsOf(shared)).toEqual([w.member.id, w.other.id].sort((a, b) => a - b));
    const done = await apiAs(server, w.other.token, 'en-US')('POST', 'projectUser/quitProjectEditUserBacklog', {
      projectId: w.projectId,
      userId: w.other.id,
      toUserId: w.member.id,
    });
    expect(done.code).toBe(200);
    expect(await executorsOf(shared)).toEqual([w.member.id]);
  });
});
