import type { IterationBoard, IterationRow, PartialData, QuestionDetail } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { movableClock } from '../../test/clock';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { buildQuestion } from '../../test/questions';
import { type TestServer, getTestServer } from '../../test/server';

/** Issue 13: iterations (spec point 5 "Iteration"), their board (spec point 4) and bulk membership (point 7). */
describe('iterations', () => {
  let server: TestServer;
  let w: ProjectWorld;
  // Sessions are signed in at the real time, so the clock starts there too.
  const clock = movableClock(Date.now());
  const day = (offset: number) => new Date(clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
  });

  const as = (token: string, language: 'zh-CN' | 'en-US' = 'en-US') => apiAs(server, token, language);
  const sprint = (body: object = {}) => ({
    projectId: w.projectId,
    iterationName: 'Sprint 7',
    startDate: day(0),
    endDate: day(13),
    ...body,
  });
  const iterationCount = async () =>
    (
      await server.database.db
        .selectFrom('project_iterations')
        .select('id')
        .where('project_id', '=', w.projectId)
        .execute()
    ).length;

  it('lets admins create, edit and delete iterations and members read them, with a derived status', async () => {
    const admin = as(w.admin.token);
    const created = await admin<IterationRow>('POST', 'projectIteration', sprint({ description: 'Checkout' }));
    expect(created).toMatchObject({
      code: 200,
      data: { iterationName: 'Sprint 7', startDate: day(0), endDate: day(13), status: 2, questionCount: 0 },
    });
    const list = await as(w.member.token)<IterationRow[]>('GET', 'projectIteration/list', {
      projectId: String(w.projectId),
    });
    expect(list.rows.map((row) => [row.iterationName, row.status])).toEqual([
      ['Sprint', 1],
      ['Sprint 7', 2],
    ]);
    expect(list.rows[0]).toMatchObject({ iterationId: w.iterationId, questionCount: 1, openCount: 1 });

    const edited = await admin<IterationRow>('PUT', 'projectIteration', {
      ...sprint({ iterationName: 'Sprint 8', startDate: day(-3), endDate: day(-1) }),
      iterationId: created.data.iterationId,
      updateTime: created.data.updateTime,
    });
    expect(edited.data).toMatchObject({ iterationName: 'Sprint 8', status: 3 });
    const stale = await admin('PUT', 'projectIteration', {
      ...sprint(),
      iterationId: created.data.iterationId,
      updateTime: created.data.updateTime,
    });
    expect(stale).toMatchObject({ code: 500, msg: 'Someone else changed this iteration; reload and try again' });

    expect(
      await admin('POST', 'projectIteration/delete', { projectId: w.projectId, iterationId: w.iterationId }),
    ).toMatchObject({
      code: 200,
    });
    const orphan = await server.database.db
      .selectFrom('questions')
      .select('iteration_id')
      .where('id', '=', w.questionId)
      .executeTakeFirstOrThrow();
    expect(orphan.iteration_id).toBeNull();
  });

  it('refuses missing fields, dates out of order, members and other projects, changing nothing', async () => {
    const before = await iterationCount();
    const admin = as(w.admin.token);
    expect(await admin('POST', 'projectIteration', sprint({ endDate: day(-1) }))).toMatchObject({
      code: 500,
      msg: expect.stringContaining("The iteration's end date cannot be before its start date"),
    });
    expect((await as(w.admin.token, 'zh-CN')('POST', 'projectIteration', sprint({ endDate: day(-1) }))).msg).toContain(
      '迭代的结束日期不能早于开始日期',
    );
    expect(await admin('POST', 'projectIteration', sprint({ iterationName: '  ' }))).toMatchObject({ code: 500 });
    expect(await admin('POST', 'projectIteration', sprint({ startDate: undefined }))).toMatchObject({
      code: 500,
      msg: expect.stringContaining('startDate'),
    });
    expect(await admin('POST', 'projectIteration', sprint({ endDate: day(366) }))).toMatchObject({
      code: 500,
      msg: expect.stringContaining('at most 366 days'),
    });
    expect(await as(w.member.token)('POST', 'projectIteration', sprint())).toMatchObject({ code: 403 });
    expect(
      await as(w.outsider.token)('GET', 'projectIteration/list', { projectId: String(w.projectId) }),
    ).toMatchObject({
      code: 404,
    });
    expect(await iterationCount()).toBe(before);

    const foreign = await server.database.db
      .insertInto('project_iterations')
      .values({
        project_id: w.sideProjectId,
        name: 'Side',
        start_date: '2030-01-01',
        end_date: '2030-01-02',
        creator_id: w.owner.id,
        create_time: '2030-01-01T00:00:00.000Z',
        update_time: '2030-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ref = { projectId: String(w.projectId), iterationId: String(foreign.id) };
    expect(await admin('GET', 'projectIteration/board', ref)).toMatchObject({ code: 404 });
    expect(
      await admin('POST', 'questionInfo/getProjectIterationRanJinTuData', {
        ...ref,
        projectId: w.projectId,
        iterationId: foreign.id,
      }),
    ).toMatchObject({ code: 404 });
    expect(
      await admin('PUT', 'questionInfo/updateBatchProblemIteration', {
        projectId: w.projectId,
        iterationId: foreign.id,
        questionIds: [w.questionId],
      }),
    ).toMatchObject({ code: 404 });
    const form = await as(w.member.token)('POST', 'questionInfo', {
      projectId: w.projectId,
      questionName: 'In a foreign iteration',
      handlerUserIds: [w.member.id],
      iterationId: foreign.id,
    });
    expect(form).toMatchObject({ code: 500, msg: 'The iteration does not belong to this project' });
  });

  it('adds issues in bulk to the first stage, moves cards with a history row, and takes them out', async () => {
    const db = server.database.db;
    const admin = as(w.admin.token);
    const iteration = (await admin<IterationRow>('POST', 'projectIteration', sprint())).data;
    const second = await buildQuestion(db, {
      projectId: w.projectId,
      creatorId: w.member.id,
      handlerIds: [w.other.id],
    });
    const foreignQuestion = await buildQuestion(db, {
      projectId: w.outsiderProjectId,
      creatorId: w.outsider.id,
      handlerIds: [w.outsider.id],
    });
    const added = await admin<PartialData>('PUT', 'questionInfo/updateBatchProblemIteration', {
      projectId: w.projectId,
      iterationId: iteration.iterationId,
      questionIds: [w.questionId, second.id, foreignQuestion.id],
    });
    expect(added).toMatchObject({
      code: 500201,
      data: {
        succeeded: [w.questionId, second.id],
        failed: [{ id: foreignQuestion.id, msg: 'The resource does not exist' }],
      },
    });
    const ref = { projectId: String(w.projectId), iterationId: String(iteration.iterationId) };
    const board = (await as(w.member.token, 'zh-CN')<IterationBoard>('GET', 'projectIteration/board', ref)).data;
    expect(board.columns.map((column) => column.stageName)).toEqual(['未开始', 'Review', '已完成']);
    expect(board.columns[0]?.cards.map((card) => card.questionId)).toEqual([w.questionId, second.id]);
    expect(board.columns[0]?.cards[0]).toMatchObject({
      number: w.question.number,
      status: 2,
      handlers: [{ userId: w.member.id }],
    });

    const move = {
      projectId: w.projectId,
      iterationId: iteration.iterationId,
      questionId: second.id,
      stageId: w.stageId,
    };
    expect(await as(w.member.token)('PUT', 'projectIteration/moveQuestion', move)).toMatchObject({ code: 403 });
    expect(await admin('PUT', 'projectIteration/moveQuestion', move)).toMatchObject({ code: 200, data: w.stageId });
    const moved = (await admin<IterationBoard>('GET', 'projectIteration/board', ref)).data;
    expect(moved.columns[1]?.cards.map((card) => card.questionId)).toEqual([second.id]);
    const history = await db
      .selectFrom('question_history')
      .select(['code', 'detail'])
      .where('question_id', '=', second.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history.code).toBe(14);
    expect(JSON.parse(history.detail)).toMatchObject({ fields: ['iterationStage'], stageId: w.stageId });

    const sideStage = await db
      .insertInto('iteration_stages')
      .values({ project_id: w.sideProjectId, name: 'Side', fixed: null, sort: 5, create_time: 'x', update_time: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await admin('PUT', 'projectIteration/moveQuestion', { ...move, stageId: sideStage.id })).toMatchObject({
      code: 500,
      msg: "The chosen stage is not one of this project's",
    });
    expect(
      await admin('PUT', 'projectIteration/moveQuestion', { ...move, questionId: foreignQuestion.id }),
    ).toMatchObject({
      code: 404,
    });

    const removed = await admin<PartialData>('PUT', 'questionInfo/removeQuestionProjectPlanIteration', {
      projectId: w.projectId,
      questionId: second.id,
      clear: ['iteration'],
    });
    expect(removed).toMatchObject({ code: 200, data: { succeeded: [second.id], failed: [] } });
    expect(await admin('PUT', 'projectIteration/moveQuestion', move)).toMatchObject({
      code: 500,
      msg: 'This issue is not in the iteration',
    });
    expect(
      await admin('PUT', 'questionInfo/removeQuestionProjectPlanIteration', {
        projectId: w.projectId,
        clear: ['plan'],
      }),
    ).toMatchObject({ code: 500, msg: expect.stringContaining('Choose the issues to take out') });
    const log = await db
      .selectFrom('question_iteration_log')
      .select(['action'])
      .where('question_id', '=', second.id)
      .orderBy('id')
      .execute();
    expect(log.map((row) => row.action)).toEqual(['add', 'remove']);
  });

  it('puts an issue in an iteration from the issue form, logging each change', async () => {
    const iteration = (await as(w.admin.token)<IterationRow>('POST', 'projectIteration', sprint())).data;
    const created = await as(w.member.token)<QuestionDetail>('POST', 'questionInfo', {
      projectId: w.projectId,
      questionName: 'Planned from the form',
      handlerUserIds: [w.member.id],
      iterationId: iteration.iterationId,
    });
    expect(created.data.iterationId).toBe(iteration.iterationId);
    const edited = await as(w.member.token)<QuestionDetail>('PUT', 'questionInfo', {
      projectId: w.projectId,
      questionId: created.data.questionId,
      updateTime: created.data.updateTime,
      questionName: 'Planned from the form',
      handlerUserIds: [w.member.id],
      iterationId: null,
    });
    expect(edited.data.iterationId).toBeNull();
    const log = await server.database.db
      .selectFrom('question_iteration_log')
      .select(['action', 'iteration_id'])
      .where('question_id', '=', created.data.questionId)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { action: 'add', iteration_id: iteration.iterationId },
      { action: 'remove', iteration_id: iteration.iterationId },
    ]);
  });
});
