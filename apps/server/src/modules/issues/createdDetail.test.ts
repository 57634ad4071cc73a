import { type QuestionDetail, ResultCode } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { type TestServer, getTestServer } from '../../test/server';
import { tinyPng } from '../../test/uploads';
import { fileCalls } from '../attachments/testKit.fixture';

/**
 * Issue 17: the create answers the new issue from what its transaction wrote (createdDetail.ts) instead
 * of reading it back. That answer must stay exactly what reading the issue answers, for every shape a
 * form can take.
 */
describe('the create answer is the detail of the new issue', () => {
  let server: TestServer;
  let w: ProjectWorld;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
  });

  const as = (token: string) => apiAs(server, token, 'en-US');
  /** Files the issue, then reads it as the same caller: both answers must be equal. */
  const createThenRead = async (token: string, body: object) => {
    const created = await as(token)<QuestionDetail>('POST', 'questionInfo', { projectId: w.projectId, ...body });
    expect(created.code).toBe(ResultCode.ok);
    const read = await as(token)<QuestionDetail>('GET', 'questionInfo/getQuestionInfo', {
      projectId: w.projectId,
      questionId: created.data.questionId,
    });
    expect(read.code).toBe(ResultCode.ok);
    return { created: created.data, read: read.data };
  };

  it('with one handler and nothing else', async () => {
    const { created, read } = await createThenRead(w.member.token, {
      questionName: 'Login button does nothing',
      handlerUserIds: [w.other.id],
    });
    expect(created).toEqual(read);
    expect(created.history).toHaveLength(1);
  });

  it('with several handlers out of id order, a cc list out of id order, module, version and every field', async () => {
    const handlers = [w.other.id, w.admin.id, w.member.id].sort((a, b) => b - a);
    const cc = [w.owner.id, w.admin.id].sort((a, b) => b - a);
    const { created, read } = await createThenRead(w.member.token, {
      questionName: '登录页面点击按钮无响应',
      questionType: 1,
      severity: 3,
      priority: 4,
      moduleId: w.moduleId,
      versionId: w.versionId,
      handlerUserIds: handlers,
      handlingMode: 'multi',
      ccUserIds: cc,
      startDate: '2030-01-01',
      deadline: '2030-01-10',
      estimatedHours: 1.5,
      progress: 10,
      terminal: 3,
      defectCategory: 2,
      description: '<p>Steps</p><script>alert(1)</script>',
    });
    expect(created).toEqual(read);
    expect(created.handlers.map((handler) => handler.userId)).toEqual(handlers);
    expect(created.ccUsers).toHaveLength(2);
    expect(created.moduleName).not.toBeNull();
  });

  it('as a subtask with related issues, a plan and an iteration, filed by an admin', async () => {
    const sibling = await createThenRead(w.member.token, { questionName: 'Sibling', handlerUserIds: [w.member.id] });
    const { created, read } = await createThenRead(w.admin.token, {
      questionName: 'Subtask of the world issue',
      handlerUserIds: [w.member.id],
      parentId: w.questionId,
      relatedIds: [sibling.created.questionId, w.questionId],
      planId: w.planId,
      iterationId: w.iterationId,
    });
    expect(created).toEqual(read);
    expect(created.parent?.questionId).toBe(w.questionId);
    expect(created.related).toHaveLength(2);
    expect(created.iterationId).toBe(w.iterationId);
  });

  it('with listed and pasted attachments, and as a draft', async () => {
    const calls = fileCalls(server);
    const upload = async (name: string) =>
      (await calls.upload(w.member.token, w.projectId, name, tinyPng())).data.attachmentId;
    const listed = await upload('log.png');
    const pasted = await upload('paste.png');
    const withFiles = await createThenRead(w.member.token, {
      questionName: 'With screenshots',
      handlerUserIds: [w.other.id],
      attachmentIds: [listed],
      description: `<p><img src="/prod-api/questline/questionAttachment/${pasted}"></p>`,
    });
    expect(withFiles.created).toEqual(withFiles.read);
    expect(withFiles.created.attachments).toHaveLength(2);
    expect(withFiles.created.removableAttachmentIds).toEqual([listed, pasted]);

    const draft = await createThenRead(w.member.token, {
      questionName: 'Not filed yet',
      handlerUserIds: [w.member.id],
      draft: true,
    });
    expect(draft.created).toEqual(draft.read);
    expect(draft.created.status).toBe(1);
  });
});
