import type { QuestionDetail, QuestionFormInit } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { type TestServer, getTestServer } from '../../test/server';
import type { QuestionEvent } from './events';
import { QuestionEvents } from './events';

/** Issue 10: filing, reading, editing and deleting issues (spec points 3 "Issue", 5 "Issue", 7 "Issues"). */
describe('issues: create, read, edit, delete', () => {
  let server: TestServer;
  let w: ProjectWorld;
  const events: QuestionEvent[] = [];
  beforeAll(async () => {
    const questionEvents = new QuestionEvents();
    questionEvents.subscribe((event) => events.push(event));
    server = await getTestServer({ questionEvents });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
    events.length = 0;
  });

  const as = (token: string, language: 'zh-CN' | 'en-US' = 'en-US') => apiAs(server, token, language);
  const create = (body: object, token = w.member.token) =>
    as(token)<QuestionDetail>('POST', 'questionInfo', { projectId: w.projectId, ...body });
  const detail = (questionId: number, token = w.member.token) =>
    as(token)<QuestionDetail>('GET', 'questionInfo/getQuestionInfo', { projectId: w.projectId, questionId });
  const edit = (question: QuestionDetail, changes: object, token = w.member.token) =>
    as(token)<QuestionDetail>('PUT', 'questionInfo', {
      projectId: w.projectId,
      questionId: question.questionId,
      updateTime: question.updateTime,
      questionName: question.questionName,
      handlerUserIds: question.handlers.map((handler) => handler.userId),
      ...changes,
    });

  it('files a defect with every field, numbered per project, with a create history row and an event', async () => {
    const answer = await create({
      questionName: '登录页面点击按钮无响应',
      questionType: 1,
      severity: 3,
      priority: 4,
      moduleId: w.moduleId,
      versionId: w.versionId,
      handlerUserIds: [w.other.id, w.admin.id],
      handlingMode: 'multi',
      ccUserIds: [w.owner.id],
      startDate: '2030-01-01',
      deadline: '2030-01-10',
      estimatedHours: 1.5,
      progress: 10,
      terminal: 3,
      defectCategory: 2,
      description: '<p>Steps</p><script>alert(1)</script><img src="https://evil.example/x.png" onerror="x()">',
    });
    expect(answer.code).toBe(200);
    const question = answer.data;
    // The world already holds issue #1.
    expect(question).toMatchObject({
      number: 2,
      status: 2,
      questionType: 1,
      severity: 3,
      priority: 4,
      moduleName: 'Module',
      versionName: 'v1',
      handlingMode: 'multi',
      startDate: '2030-01-01',
      deadline: '2030-01-10',
      estimatedHours: 1.5,
      progress: 10,
      terminal: 3,
      defectCategory: 2,
      description: '<p>Steps</p>',
      creator: { userId: w.member.id },
      refuseReason: null,
      canEdit: true,
      canDelete: true,
      allowedActions: ['ChangeToUser', 'Close'],
    });
    expect(question.handlers.map((handler) => handler.userId)).toEqual([w.other.id, w.admin.id]);
    expect(question.ccUsers.map((user) => user.userId)).toEqual([w.owner.id]);
    expect(question.history.map((row) => [row.code, row.toStatus])).toEqual([[13, 2]]);
    expect(events).toHaveLength(1);
    expect(events[0]?.recipientIds.sort()).toEqual([w.other.id, w.admin.id, w.owner.id].sort());

    const asHandler = (await detail(question.questionId, w.other.token)).data;
    expect(asHandler.allowedActions).toEqual(['StartRepair', 'CompleteRepair', 'ChangeToUser', 'Refuse', 'Delay']);
    expect(asHandler.canDelete).toBe(false);
  });

  it('requires a title of at most 100 bytes and a handler (spec point 5 "Issue")', async () => {
    const tooLong = await create({ questionName: '缺'.repeat(34), handlerUserIds: [w.member.id] });
    expect(tooLong.code).toBe(500);
    expect(tooLong.msg).toContain('100');
    expect((await create({ questionName: '缺'.repeat(33), handlerUserIds: [w.member.id] })).code).toBe(200);
    const noHandler = await create({ questionName: 'No one', handlerUserIds: [] });
    expect(noHandler.code).toBe(500);
    expect(noHandler.msg).toContain('handlerUserIds');
    const blank = await create({ questionName: '   ', handlerUserIds: [w.member.id] });
    expect(blank.code).toBe(500);
    const dates = await create({
      questionName: 'Dates',
      handlerUserIds: [w.member.id],
      startDate: '2030-02-01',
      deadline: '2030-01-01',
    });
    expect(dates.msg).toBe('Invalid input: The deadline cannot be before the start date');
  });

  it('refuses people, modules, versions and links of another project, writing nothing', async () => {
    const before = await server.database.db.selectFrom('questions').select('id').execute();
    const outsider = await create({ questionName: 'X', handlerUserIds: [w.outsider.id] });
    expect(outsider).toMatchObject({ code: 500, msg: 'handlerUserIds must be members of the project' });
    const zh = await apiAs(server, w.member.token)('POST', 'questionInfo', {
      projectId: w.projectId,
      questionName: 'X',
      handlerUserIds: [w.member.id],
      ccUserIds: [w.outsider.id],
    });
    expect(zh.msg).toBe('ccUserIds 必须是项目成员');
    const side = await server.database.db
      .insertInto('project_modules')
      .values({
        project_id: w.sideProjectId,
        name: 'Side',
        parent_id: null,
        handler_user_id: null,
        create_time: '',
        update_time: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await create({ questionName: 'X', handlerUserIds: [w.member.id], moduleId: side.id })).msg).toBe(
      'The module does not belong to this project',
    );
    expect((await create({ questionName: 'X', handlerUserIds: [w.member.id], parentId: 999999 })).msg).toBe(
      'The parent task does not exist or would make a loop',
    );
    expect((await create({ questionName: 'X', handlerUserIds: [w.member.id], relatedIds: [999999] })).msg).toBe(
      'Related issues must be other issues of this project',
    );
    expect(await server.database.db.selectFrom('questions').select('id').execute()).toHaveLength(before.length);
  });

  it('answers 404 for an issue of project B named through project A, and to non-members', async () => {
    const mine = (await create({ questionName: 'Mine', handlerUserIds: [w.member.id] })).data;
    const viaOther = await as(w.outsider.token)('GET', 'questionInfo/getQuestionInfo', {
      projectId: w.outsiderProjectId,
      questionId: mine.questionId,
    });
    expect(viaOther.code).toBe(404);
    expect(JSON.stringify(viaOther)).not.toContain('Mine');
    expect((await detail(mine.questionId, w.outsider.token)).code).toBe(404);
    expect((await detail(999999)).code).toBe(404);
  });

  it('edits with the updateTime last seen and refuses a stale edit without writing (DOMAIN.md)', async () => {
    const question = (await create({ questionName: 'Before', handlerUserIds: [w.member.id] })).data;
    const edited = await edit(question, { questionName: 'After', priority: 3, description: '<p>More</p>' });
    expect(edited.code).toBe(200);
    expect(edited.data.updateTime).not.toBe(question.updateTime);
    expect(edited.data.history.at(-1)).toMatchObject({
      code: 14,
      detail: { fields: ['title', 'priority', 'description'] },
    });

    const stale = await edit(question, { questionName: 'Lost update' }, w.admin.token);
    expect(stale).toMatchObject({ code: 500, msg: 'Someone else changed this issue; reload it and try again' });
    expect((await detail(question.questionId)).data.questionName).toBe('After');
  });

  it('lets the creator, a handler or an admin edit; others are refused with 403 and a message', async () => {
    const question = (await create({ questionName: 'Guarded', handlerUserIds: [w.member.id] })).data;
    const byOther = await edit(question, { questionName: 'Mine now' }, w.other.token);
    expect(byOther).toMatchObject({
      code: 403,
      msg: 'Only the creator, a handler or a project admin can edit this issue',
    });
    expect((await edit(question, { questionName: 'By admin' }, w.admin.token)).code).toBe(200);
  });

  it("keeps a draft out of others' lists until it is submitted", async () => {
    const draft = (await create({ questionName: 'Half-written', handlerUserIds: [w.other.id], draft: true })).data;
    expect(draft.status).toBe(1);
    expect(events).toHaveLength(0);
    const list = async (token: string) =>
      (
        await as(token)<unknown>('POST', 'questionInfo/getProjectProblemList?pageNum=1&pageSize=10', {
          projectId: w.projectId,
        })
      ).total;
    expect(await list(w.member.token)).toBe(2);
    expect(await list(w.other.token)).toBe(1);
    const submitted = await edit(draft, { submit: true });
    expect(submitted.data.status).toBe(2);
    expect(await list(w.other.token)).toBe(2);
    expect((await edit(submitted.data, { submit: true })).msg).toBe('Only a draft can be submitted');
  });

  it('links parents, subtasks and related issues both ways, and refuses a loop', async () => {
    const parent = (await create({ questionName: 'Epic', handlerUserIds: [w.member.id] })).data;
    const child = (
      await create({
        questionName: 'Part',
        handlerUserIds: [w.member.id],
        parentId: parent.questionId,
        relatedIds: [w.question.id],
      })
    ).data;
    expect(child.parent?.questionId).toBe(parent.questionId);
    const parentNow = (await detail(parent.questionId)).data;
    expect(parentNow.subtasks.map((link) => link.questionId)).toEqual([child.questionId]);
    expect((await detail(w.question.id)).data.related.map((link) => link.questionId)).toEqual([child.questionId]);
    const loop = await edit(parentNow, { parentId: child.questionId });
    expect(loop.msg).toBe('The parent task does not exist or would make a loop');
    const refused = await as(w.member.token)('POST', 'questionInfo/delQuestionById', {
      projectId: w.projectId,
      questionId: parent.questionId,
    });
    expect(refused.msg).toBe('This issue has 1 subtask(s); delete or move them first');
  });

  it('deletes for the creator or an admin only', async () => {
    const question = (await create({ questionName: 'Temporary', handlerUserIds: [w.other.id] })).data;
    const del = (token: string) =>
      as(token)('POST', 'questionInfo/delQuestionById', { projectId: w.projectId, questionId: question.questionId });
    // A handler who did not file it is refused like any member without the right (DOMAIN.md: 403).
    expect(await del(w.other.token)).toMatchObject({
      code: 403,
      msg: 'Only the creator or a project admin can delete this issue',
    });
    expect((await del(w.admin.token)).code).toBe(200);
    expect((await detail(question.questionId)).code).toBe(404);
  });

  it('answers the form defaults: members, modules with their default handler, versions, a copy', async () => {
    await server.database.db
      .updateTable('project_modules')
      .set({ handler_user_id: w.other.id })
      .where('id', '=', w.moduleId)
      .execute();
    const init = await as(w.member.token)<QuestionFormInit>('GET', 'questionInfo/getInitQuestionInfo', {
      projectId: w.projectId,
      moduleId: w.moduleId,
      questionId: w.question.id,
    });
    expect(init.data.defaultHandlerUserIds).toEqual([w.other.id]);
    expect(init.data.members.map((member) => member.userId).sort()).toEqual(
      [w.owner.id, w.admin.id, w.member.id, w.other.id].sort(),
    );
    expect(init.data.versions).toEqual([{ versionId: w.versionId, versionName: 'v1' }]);
    expect(init.data.copyOf?.questionId).toBe(w.question.id);
  });

  it('changes plan dates and progress with the lock and a history row', async () => {
    const question = (await detail(w.question.id)).data;
    const moved = await as(w.member.token)<{ updateTime: string }>('PUT', 'questionInfo/editQuestionPlanTime', {
      projectId: w.projectId,
      questionId: question.questionId,
      updateTime: question.updateTime,
      startDate: '2030-03-01',
      deadline: '2030-03-05',
    });
    expect(moved.code).toBe(200);
    const stale = await as(w.member.token)('PUT', 'questionInfo/editQuestionProgress', {
      projectId: w.projectId,
      questionId: question.questionId,
      updateTime: question.updateTime,
      progress: 80,
    });
    expect(stale.msg).toBe('Someone else changed this issue; reload it and try again');
    const progressed = await as(w.member.token)('PUT', 'questionInfo/editQuestionProgress', {
      projectId: w.projectId,
      questionId: question.questionId,
      updateTime: moved.data.updateTime,
      progress: 80,
    });
    expect(progressed.code).toBe(200);
    const after = (await detail(question.questionId)).data;
    expect(after).toMatchObject({ startDate: '2030-03-01', deadline: '2030-03-05', progress: 80 });
  });

  it('refuses writes on an archived project', async () => {
    await server.database.db.updateTable('projects').set({ archived: 1 }).where('id', '=', w.projectId).execute();
    const answer = await create({ questionName: 'Late', handlerUserIds: [w.member.id] });
    expect(answer.code).toBe(500);
    expect((await detail(w.question.id)).code).toBe(200);
  });
});
