import type {
  FiledDefect,
  QuestionDetail,
  TaskCaseDetail,
  TaskCaseRow,
  TestTaskDetail,
  TestTaskReport,
} from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { type TestServer, getTestServer } from '../../test/server';
import { tinyPng } from '../../test/uploads';
import { sweepFiles } from '../attachments/purge';
import { fileCalls } from '../attachments/testKit.fixture';

const steps = [
  { action: 'Open the sign-in page', expected: 'The form shows' },
  { action: 'Press Sign in', expected: 'The project home opens' },
];

/**
 * Issue 14 "Done when" on the API: a smoke task is run, a failed step files a linked defect with the
 * step's screenshot, the defect is resolved, the case is re-run and passes, and the report shows it.
 */
describe('runs, defects from failures and the report', () => {
  let server: TestServer;
  let w: ProjectWorld;
  let taskId: number;
  let taskCaseId: number;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db, server.files);
    const api = apiAs(server, w.member.token, 'en-US');
    await api('PUT', 'testCase', {
      projectId: w.projectId,
      caseId: w.testCaseId,
      caseName: 'Sign in',
      moduleId: w.testModuleId,
      mode: 'step',
      precondition: 'Signed out',
      steps,
    });
    const created = await api<TestTaskDetail>('POST', 'testTask', {
      projectId: w.projectId,
      taskName: 'Smoke',
      phase: 1,
      startDate: '2026-11-01',
      endDate: '2026-11-07',
      ownerUserId: w.member.id,
      executorUserIds: [w.member.id],
    });
    taskId = created.data.taskId;
    const added = await api<TaskCaseRow[]>('POST', 'testTask/addCases', {
      projectId: w.projectId,
      taskId,
      moduleIds: [w.testModuleId],
    });
    taskCaseId = added.data[0]?.taskCaseId ?? 0;
  });

  const as = (token: string, language: 'zh-CN' | 'en-US' = 'en-US') => apiAs(server, token, language);
  const run = (body: object, token = w.member.token) =>
    as(token)<TaskCaseDetail>('POST', 'testRun', { projectId: w.projectId, taskId, taskCaseId, ...body });
  const publish = () => as(w.member.token)('PUT', 'testTask/status', { projectId: w.projectId, taskId, status: 2 });
  const runCount = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('test_runs')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses runs of a draft, of a case not in the task, by a non-executor and with the wrong step count', async () => {
    const before = await runCount();
    expect(await run({ result: 1 })).toMatchObject({
      code: 500,
      msg: 'Only a test task that is "Not started" or "In progress" can be run',
    });
    await publish();
    expect(await run({ result: 1, taskCaseId: w.testTaskCaseId })).toMatchObject({
      code: 500,
      msg: 'That case is not in this test task',
    });
    expect(await run({ result: 1 }, w.other.token)).toMatchObject({
      code: 403,
      msg: "Only the task's executors, its owner or a project admin can record results",
    });
    expect(await run({ result: 1, stepResults: [{ result: 1 }] })).toMatchObject({
      code: 500,
      msg: 'Give one result per step of the case (2 steps)',
    });
    expect(await run({ result: 0 })).toMatchObject({ code: 500 });
    const foreign = await as(w.outsider.token)('POST', 'testRun', {
      projectId: w.outsiderProjectId,
      taskId,
      taskCaseId,
      result: 1,
    });
    expect(foreign.code).toBe(404);
    expect(await runCount()).toBe(before);
    const admin = await run({ result: 4 }, w.admin.token);
    expect(admin).toMatchObject({ code: 200, data: { result: 4 } });
  });

  it('fails a step with a screenshot, files a linked defect, resolves it, re-runs and passes', async () => {
    await publish();
    const files = fileCalls(server);
    const shot = await files.upload(w.member.token, w.projectId, 'step2.png', tinyPng());
    expect(shot.code).toBe(200);
    const failed = await run({
      result: 2,
      note: 'Spinner forever',
      stepResults: [
        { result: 1, actual: '' },
        { result: 2, actual: 'Nothing happens' },
      ],
      attachmentIds: [shot.data.attachmentId],
    });
    expect(failed.data).toMatchObject({ result: 2, caseVersion: 2, runs: [{ result: 2, caseVersion: 2 }] });
    expect(failed.data.runs[0]?.attachments.map((file) => file.fileName)).toEqual(['step2.png']);
    const task = await as(w.member.token)<TestTaskDetail>(
      'GET',
      `testTask/info?projectId=${w.projectId}&taskId=${taskId}`,
    );
    expect(task.data.status).toBe(3);
    // Shared with the project: another member may look at the run's screenshot.
    expect((await files.fetch(w.other.token, shot.data.attachmentId)).statusCode).toBe(200);
    // A run's screenshot is not an abandoned upload: the day-old sweep leaves it.
    await sweepFiles(server.database.db, server.files, new Date(Date.now() + 2 * 86_400_000));
    expect((await files.fetch(w.member.token, shot.data.attachmentId)).statusCode).toBe(200);

    const runId = failed.data.runs[0]?.runId ?? 0;
    const passedRun = await run({ result: 1 });
    const notFailed = await as(w.member.token)('POST', 'testRun/fileDefect', {
      projectId: w.projectId,
      runId: passedRun.data.runs[0]?.runId,
      handlerUserIds: [w.other.id],
    });
    expect(notFailed).toMatchObject({ code: 500, msg: 'Only a failed run can file a defect' });
    const filed = await as(w.member.token)<FiledDefect>('POST', 'testRun/fileDefect', {
      projectId: w.projectId,
      runId,
      handlerUserIds: [w.other.id],
    });
    expect(filed.code).toBe(200);
    const questionId = filed.data.questionId;
    const detail = async () =>
      (
        await as(w.member.token)<QuestionDetail>(
          'GET',
          `questionInfo/getQuestionInfo?projectId=${w.projectId}&questionId=${questionId}`,
        )
      ).data;
    const defect = await detail();
    expect(defect).toMatchObject({ questionName: '[Smoke] Sign in failed', questionType: 1, status: 2 });
    expect(defect.description).toContain('Failing step 2: Press Sign in');
    expect(defect.description).toContain('Expected: The project home opens');
    expect(defect.description).toContain('Actual: Nothing happens');
    expect(defect.description).toContain('Precondition: Signed out');
    expect(defect.attachments.map((file) => file.fileName)).toEqual(['step2.png']);
    expect(defect.history.map((row) => row.note)).toContain('Linked to case "Sign in" of test task "Smoke"');

    const caseDetail = await as(w.member.token)<TaskCaseDetail>(
      'GET',
      `testRun/taskCase?projectId=${w.projectId}&taskCaseId=${taskCaseId}`,
    );
    expect(caseDetail.data.defects).toEqual([
      { questionId, number: filed.data.number, questionName: '[Smoke] Sign in failed', status: 2 },
    ]);
    expect(caseDetail.data.runs[1]?.attachments).toHaveLength(1);

    // The defect goes through the workflow to resolved.
    const act = async (action: string, token: string, inputs: object = {}) => {
      const { updateTime } = await detail();
      return as(token)<{ status: number }>('POST', `questionInfo/questionBy${action}`, {
        projectId: w.projectId,
        questionId,
        updateTime,
        ...inputs,
      });
    };
    expect((await act('StartRepair', w.other.token)).code).toBe(200);
    expect((await act('CompleteRepair', w.other.token)).code).toBe(200);
    expect((await act('AdoptReview', w.member.token)).code).toBe(200);
    expect((await detail()).status).toBe(7);

    const rerun = await run({ result: 1, stepResults: [{ result: 1 }, { result: 1 }] });
    expect(rerun.data).toMatchObject({ result: 1, defects: [{ questionId, status: 7 }] });
    expect((await detail()).history.map((row) => row.note)).toContain(
      'Case "Sign in" re-run in test task "Smoke": Pass',
    );

    const report = await as(w.member.token)<TestTaskReport>(
      'GET',
      `testTask/report?projectId=${w.projectId}&taskId=${taskId}`,
    );
    expect(report.data).toMatchObject({
      total: 1,
      counts: { 0: 0, 1: 1, 2: 0, 3: 0, 4: 0 },
      progress: 100,
      passRate: 100,
      byModule: [{ name: 'Sign-in', passRate: 100 }],
      byExecutor: [{ key: String(w.member.id), progress: 100 }],
      defects: [{ questionId, status: 7, caseName: 'Sign in' }],
    });
  });

  it('links existing defects to a task case, refusing anything else with nothing written', async () => {
    await publish();
    const link = (body: object, token = w.member.token) =>
      as(token)<{ linked: number }>('PUT', 'questionInfo/updateBatchProblemTestTaskCase', {
        projectId: w.projectId,
        taskCaseId,
        ...body,
      });
    expect(await link({ questionIds: [w.question.id] })).toMatchObject({ code: 200, data: { linked: 1 } });
    expect(await link({ questionIds: [w.question.id] })).toMatchObject({ code: 200, data: { linked: 0 } });
    expect(await link({ questionIds: [w.question.id, 999_999] })).toMatchObject({
      code: 500,
      msg: 'Only defects of this project can be linked',
    });
    expect(await link({ questionIds: [w.question.id], runId: w.testRunId })).toMatchObject({
      code: 500,
      msg: 'That case is not in this test task',
    });
    const foreign = await as(w.outsider.token)('PUT', 'questionInfo/updateBatchProblemTestTaskCase', {
      projectId: w.outsiderProjectId,
      taskCaseId,
      questionIds: [w.question.id],
    });
    expect(foreign.code).toBe(404);
    const links = await server.database.db.selectFrom('question_test_cases').selectAll().execute();
    expect(links.filter((row) => row.task_case_id === taskCaseId)).toHaveLength(1);
  });
});
