import type { TaskCaseDetail, TaskCaseRow, TestTaskDetail, TestTaskRow } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { type TestServer, getTestServer } from '../../test/server';

/** Issue 14: test tasks (spec points 2 "test", 3-4 "Test task", 5 "Test task") and their cases. */
describe('test tasks', () => {
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
  const task = (body: object = {}) => ({
    projectId: w.projectId,
    taskName: 'Smoke 1.2',
    phase: 1,
    startDate: '2026-11-01',
    endDate: '2026-11-07',
    ownerUserId: w.member.id,
    executorUserIds: [w.member.id, w.other.id],
    versionId: w.versionId,
    ...body,
  });
  const taskCount = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('test_tasks')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('project_id', '=', w.projectId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates a draft task, refuses titles over 64 bytes and an end before the start (spec point 5)', async () => {
    const api = as(w.member.token);
    const created = await api<TestTaskDetail>('POST', 'testTask', task({ taskName: 'x'.repeat(64) }));
    expect(created).toMatchObject({
      code: 200,
      data: { status: 1, phase: 1, versionName: 'v1', caseCount: 0, progress: 0, passRate: null },
    });
    expect(created.data.executors.map((executor) => executor.userId)).toEqual([w.member.id, w.other.id]);
    const before = await taskCount();
    const long = await as(w.member.token, 'zh-CN')('POST', 'testTask', task({ taskName: '测'.repeat(22) }));
    expect(long.code).toBe(500);
    expect(long.msg).toContain('64 个字节');
    const reversed = await api('POST', 'testTask', task({ endDate: '2026-10-31' }));
    expect(reversed).toMatchObject({ code: 500 });
    expect(reversed.msg).toContain('The end date cannot be before the start date');
    const noDates = await api('POST', 'testTask', task({ startDate: undefined }));
    expect(noDates.code).toBe(500);
    const outsider = await api('POST', 'testTask', task({ executorUserIds: [w.outsider.id] }));
    expect(outsider).toMatchObject({ code: 500, msg: 'The owner and the executors must be members of the project' });
    expect(await taskCount()).toBe(before);

    const published = await api<TestTaskDetail>('POST', 'testTask', task({ publish: true }));
    expect(published.data.status).toBe(2);
    const status = await api<TestTaskDetail>('PUT', 'testTask/status', {
      projectId: w.projectId,
      taskId: published.data.taskId,
      status: 4,
    });
    expect(status.data.status).toBe(4);
    const list = await api<TestTaskRow[]>('POST', 'testTask/list?pageNum=1&pageSize=10', {
      projectId: w.projectId,
      status: 4,
    });
    expect(list.rows.map((row) => row.taskId)).toEqual([published.data.taskId]);
  });

  it('adds cases by module (with sub-modules), by id and by filter, each once', async () => {
    const api = as(w.member.token);
    const sub = await api<{ moduleId: number }>('POST', 'testModule', {
      projectId: w.projectId,
      parentId: w.testModuleId,
      name: 'Phone',
    });
    await api('POST', 'testCase', {
      projectId: w.projectId,
      caseName: 'Code sign-in',
      moduleId: sub.data.moduleId,
      priority: 4,
    });
    const other = await api<{ moduleId: number }>('POST', 'testModule', { projectId: w.projectId, name: 'Other' });
    await api('POST', 'testCase', {
      projectId: w.projectId,
      caseName: 'Logout',
      moduleId: other.data.moduleId,
      priority: 4,
    });
    const created = await api<TestTaskDetail>('POST', 'testTask', task({ publish: true }));
    const taskId = created.data.taskId;
    const byModule = await api<TaskCaseRow[]>('POST', 'testTask/addCases', {
      projectId: w.projectId,
      taskId,
      moduleIds: [w.testModuleId],
    });
    expect(byModule.data.map((row) => [row.caseName, row.moduleName, row.result, row.executor?.userId])).toEqual([
      ['Sign in', 'Sign-in', 0, w.member.id],
      ['Code sign-in', 'Phone', 0, w.member.id],
    ]);
    const byFilter = await api<TaskCaseRow[]>('POST', 'testTask/addCases', {
      projectId: w.projectId,
      taskId,
      filter: { priority: 4 },
      executorUserId: w.other.id,
    });
    expect(byFilter.data.map((row) => [row.caseName, row.executor?.userId])).toEqual([
      ['Sign in', w.member.id],
      ['Code sign-in', w.member.id],
      ['Logout', w.other.id],
    ]);
    await api('POST', 'testCase', {
      projectId: w.projectId,
      caseName: 'Tagged in Phone',
      moduleId: sub.data.moduleId,
      caseType: 5,
      tags: ['ui'],
    });
    await api('POST', 'testCase', {
      projectId: w.projectId,
      caseName: 'Tagged elsewhere',
      moduleId: other.data.moduleId,
      tags: ['ui'],
    });
    await api('POST', 'testCase', {
      projectId: w.projectId,
      caseName: 'Tagged longer',
      moduleId: sub.data.moduleId,
      tags: ['ui-x'],
    });
    const byModuleAndTag = await api<TaskCaseRow[]>('POST', 'testTask/addCases', {
      projectId: w.projectId,
      taskId,
      filter: { moduleId: w.testModuleId, tag: 'ui', caseType: 5, keyword: 'phone' },
    });
    expect(byModuleAndTag.data.map((row) => row.caseName).slice(3)).toEqual(['Tagged in Phone']);
    const foreignModule = await api('POST', 'testTask/addCases', {
      projectId: w.projectId,
      taskId,
      filter: { moduleId: 999_999 },
    });
    expect(foreignModule.code).toBe(500);
    const foreign = await api('POST', 'testTask/addCases', { projectId: w.projectId, taskId, caseIds: [999_999] });
    expect(foreign).toMatchObject({
      code: 500,
      msg: 'A chosen case does not exist or does not belong to this project',
    });
    const removeForeign = await api('POST', 'testTask/removeCases', {
      projectId: w.projectId,
      taskId,
      taskCaseIds: [w.testTaskCaseId],
    });
    expect(removeForeign).toMatchObject({ code: 500, msg: 'That case is not in this test task' });
    const removed = await api<TaskCaseRow[]>('POST', 'testTask/removeCases', {
      projectId: w.projectId,
      taskId,
      taskCaseIds: [byFilter.data[2]?.taskCaseId ?? 0],
    });
    expect(removed.data).toHaveLength(3);
    const info = await api<TestTaskDetail>('GET', `testTask/info?projectId=${w.projectId}&taskId=${taskId}`);
    expect(info.data.caseCount).toBe(3);
  });

  it("answers 404 to non-members and for another project's tasks", async () => {
    const outsider = as(w.outsider.token);
    expect((await outsider('GET', `testTask/info?projectId=${w.projectId}&taskId=${w.testTaskId}`)).code).toBe(404);
    expect((await outsider('GET', `testTask/info?projectId=${w.outsiderProjectId}&taskId=${w.testTaskId}`)).code).toBe(
      404,
    );
    const cases = await outsider<TaskCaseDetail>(
      'GET',
      `testRun/taskCase?projectId=${w.outsiderProjectId}&taskCaseId=${w.testTaskCaseId}`,
    );
    expect(cases.code).toBe(404);
    const report = await outsider('GET', `testTask/report?projectId=${w.outsiderProjectId}&taskId=${w.testTaskId}`);
    expect(report.code).toBe(404);
    const remove = await outsider('POST', 'testTask/delete', { projectId: w.outsiderProjectId, taskId: w.testTaskId });
    expect(remove.code).toBe(404);
    expect(await taskCount()).toBe(1);
  });
});
