import type {
  ApiDefectDraft,
  ApiRequestDetail,
  ApiRunSaved,
  ApiSendResult,
  QuestionDetail,
  TaskCaseRow,
  TestTaskDetail,
} from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { WORLD_API_SECRET } from '../../test/apiTesting';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { type TestServer, getTestServer } from '../../test/server';
import { type Target, allowHosts, startTarget } from './testKit.fixture';

/**
 * Issue 34 (ADR 0122): "File a defect from this response" (the request as .http and the answer as JSON, pending
 * attachments through the attachments module, the issue linked back to the request) and a collection run saved as
 * a test task.
 */
describe('interface tester: defects and saved runs', () => {
  let server: TestServer;
  let target: Target;
  let w: ProjectWorld;
  beforeAll(async () => {
    server = await getTestServer();
    target = await startTarget();
  });
  afterAll(async () => {
    await target.close();
    await server.close();
  });
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db, server.files);
    await allowHosts(server, ['127.0.0.1']);
    // The world's environment points at the local target.
    await apiAs(server, w.admin.token)('PUT', 'apiTesting/environment', {
      projectId: w.projectId,
      environmentId: w.apiEnvironmentId,
      name: 'Local',
      variables: [
        { name: 'baseUrl', value: target.origin, secret: false },
        { name: 'token', value: null, secret: true },
      ],
    });
  });

  const as = (token: string, language: 'zh-CN' | 'en-US' = 'en-US') => apiAs(server, token, language);
  const send = (requestId: number, spec: object) =>
    as(w.member.token)<ApiSendResult>('POST', 'apiTesting/send', {
      projectId: w.projectId,
      requestId,
      environmentId: w.apiEnvironmentId,
      spec,
    });
  const saveRequest = async (name: string, path: string, expected: number) =>
    (
      await as(w.member.token)<ApiRequestDetail>('POST', 'apiTesting/request', {
        projectId: w.projectId,
        collectionId: w.apiCollectionId,
        folderId: w.apiFolderId,
        name,
        spec: {
          method: 'GET',
          url: `{{baseUrl}}${path}`,
          auth: { type: 'bearer', token: '{{token}}' },
          assertions: [{ kind: 'status', expected }],
        },
      })
    ).data;

  it('files a defect from a failed answer: prefilled, its two files attached, linked back to the request', async () => {
    const broken = await saveRequest('Broken report', '/broken', 200);
    const sent = await send(broken.requestId, broken.spec);
    expect(sent.data).toMatchObject({ passed: false, response: { status: 500 } });

    const draft = await as(w.member.token)<ApiDefectDraft>('POST', 'apiTesting/defect', {
      projectId: w.projectId,
      historyId: sent.data.historyId,
    });
    expect(draft.data.questionName).toBe('GET /broken answers 500');
    expect(draft.data.description).toContain(
      `href="/testing?projectId=${w.projectId}&amp;requestId=${broken.requestId}"`,
    );
    expect(draft.data.description).toContain('Status equals 200 (actual: 500)');
    expect(draft.data.description).toContain('database unavailable');
    expect(draft.data.uploads.map((upload) => upload.fileName)).toEqual([
      `request-${sent.data.historyId}.http`,
      `request-${sent.data.historyId}-response.json`,
    ]);
    const files = await Promise.all(
      draft.data.uploads.map(
        async (upload) =>
          (
            await server.app.inject({
              method: 'GET',
              url: `/prod-api/questline/questionAttachment/${upload.attachmentId}`,
              headers: { authorization: `Bearer ${w.member.token}` },
            })
          ).body,
      ),
    );
    expect(files[0]).toContain(`GET ${target.origin}/broken HTTP/1.1`);
    expect(files[0]).toContain('Authorization: ******');
    expect(JSON.parse(files[1] ?? '{}')).toMatchObject({
      response: { status: 500 },
      assertions: [{ assertion: 'Status equals 200', passed: false, actual: '500' }],
    });
    expect(files.join('')).not.toContain(WORLD_API_SECRET);
    // The files are the member's own pending uploads until an issue takes them: nobody else reads them.
    const other = await server.app.inject({
      method: 'GET',
      url: `/prod-api/questline/questionAttachment/${draft.data.uploads[0]?.attachmentId}`,
      headers: { authorization: `Bearer ${w.admin.token}` },
    });
    expect(other.json<{ code: number }>().code).toBe(404);

    const issue = await as(w.member.token)<QuestionDetail>('POST', 'questionInfo', {
      projectId: w.projectId,
      questionName: draft.data.questionName,
      questionType: 1,
      description: draft.data.description,
      handlerUserIds: [w.member.id],
      attachmentIds: draft.data.uploads.map((upload) => upload.attachmentId),
    });
    expect(issue.code).toBe(200);
    expect(issue.data.attachments.map((attachment) => attachment.fileName)).toHaveLength(2);
    expect(issue.data.description).toContain(`/testing?projectId=${w.projectId}&amp;requestId=${broken.requestId}`);

    const linked = await as(w.member.token)<ApiRequestDetail>('POST', 'apiTesting/request/defect', {
      projectId: w.projectId,
      requestId: broken.requestId,
      questionId: issue.data.questionId,
    });
    expect(linked.data.defect).toMatchObject({
      questionId: issue.data.questionId,
      questionName: 'GET /broken answers 500',
    });
    const foreign = await as(w.member.token)('POST', 'apiTesting/request/defect', {
      projectId: w.projectId,
      requestId: broken.requestId,
      questionId: 999_999,
    });
    expect(foreign.msg).toBe('The issue does not exist or is not in this project');
    // Someone else's history entry is not theirs to file from.
    const notMine = await as(w.admin.token)('POST', 'apiTesting/defect', {
      projectId: w.projectId,
      historyId: sent.data.historyId,
    });
    expect(notMine.code).toBe(404);
  });

  it('saves a collection run as a complete test task, its results read from the history', async () => {
    const ok = await saveRequest('Orders', '/orders', 200);
    const broken = await saveRequest('Broken', '/broken', 200);
    const first = await send(ok.requestId, ok.spec);
    const second = await send(broken.requestId, broken.spec);
    const saved = await as(w.member.token, 'zh-CN')<ApiRunSaved>('POST', 'apiTesting/run/save', {
      projectId: w.projectId,
      collectionId: w.apiCollectionId,
      results: [
        { requestId: ok.requestId, historyId: first.data.historyId },
        { requestId: broken.requestId, historyId: second.data.historyId },
        { requestId: w.apiRequestId, historyId: null },
      ],
    });
    expect(saved.data).toMatchObject({ passed: 1, failed: 2 });
    const task = await as(w.member.token)<TestTaskDetail>(
      'GET',
      `testTask/info?projectId=${w.projectId}&taskId=${saved.data.taskId}`,
    );
    expect(task.data).toMatchObject({
      status: 4,
      phase: 4,
      caseCount: 3,
      passRate: 33,
      owner: { userId: w.member.id },
    });
    expect(task.data.taskName).toMatch(/^Orders API \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(task.data.description).toContain('通过 1 个，失败 2 个');
    const cases = await as(w.member.token)<TaskCaseRow[]>(
      'GET',
      `testTask/cases?projectId=${w.projectId}&taskId=${saved.data.taskId}`,
    );
    expect(cases.data.map((row) => [row.caseName, row.moduleName, row.result])).toEqual([
      ['Orders', 'Orders', 1],
      ['Broken', 'Orders', 2],
      ['List orders', 'Orders', 2],
    ]);

    // Results are the server's own: another person's send, or one of another request, does not count.
    const mismatch = await as(w.member.token)('POST', 'apiTesting/run/save', {
      projectId: w.projectId,
      collectionId: w.apiCollectionId,
      results: [{ requestId: ok.requestId, historyId: second.data.historyId }],
    });
    expect(mismatch.msg).toBe("The results do not match this collection's requests");
    const notMine = await as(w.admin.token)('POST', 'apiTesting/run/save', {
      projectId: w.projectId,
      collectionId: w.apiCollectionId,
      results: [{ requestId: ok.requestId, historyId: first.data.historyId }],
    });
    expect(notMine.msg).toBe("The results do not match this collection's requests");
  });

  it('keeps the last 200 sends per person and project', async () => {
    const db = server.database.db;
    const row = await db
      .selectFrom('api_history')
      .selectAll()
      .where('id', '=', w.apiHistoryId)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    await db
      .insertInto('api_history')
      .values(Array.from({ length: 205 }, () => copy))
      .execute();
    await send(w.apiRequestId, { method: 'GET', url: '{{baseUrl}}/orders' });
    const kept = await as(w.member.token)<unknown[]>('GET', `apiTesting/history?projectId=${w.projectId}`);
    expect(kept.data).toHaveLength(200);
    const count = await db
      .selectFrom('api_history')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', w.member.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(200);
  });
});
