import { type QuestionRow, ResultCode, type TodoCounts } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../test/api';
import { knowledgeCast } from '../test/knowledge';
import { type ProjectWorld, buildProjectWorld } from '../test/projectWorld';
import { type BuiltQuestion, buildQuestion } from '../test/questions';
import { type TestServer, getTestServer } from '../test/server';
import { multipartForm, tinyPng } from '../test/uploads';
import { AnswerCache } from './readCache';

/**
 * Issue 17, ADR 0085: the issue list, to-dos and statistics answer from the server's cache, and every write
 * that changes what they answer is seen by the very next read, whoever wrote and whoever reads.
 */
describe('read cache', () => {
  let server: TestServer;
  let w: ProjectWorld;
  let mine: BuiltQuestion;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
    mine = await buildQuestion(server.database.db, {
      projectId: w.projectId,
      creatorId: w.admin.id,
      handlerIds: [w.member.id],
      title: 'Cached crash',
    });
  });

  const list = (token: string) =>
    apiAs(server, token, 'en-US')<QuestionRow[]>('POST', 'questionInfo/getProjectProblemList?pageNum=1&pageSize=50', {
      projectId: w.projectId,
    });
  const row = async (token: string) => (await list(token)).rows.find((one) => one.questionId === mine.id);
  const startRepair = (token: string, question: BuiltQuestion) =>
    apiAs(server, token)('POST', 'questionInfo/questionByStartRepair', {
      projectId: w.projectId,
      questionId: question.id,
      updateTime: question.updateTime,
    });

  it("shows the caller's own workflow action at the next read", async () => {
    expect((await row(w.member.token))?.status).toBe(2);
    expect((await startRepair(w.member.token, mine)).code).toBe(ResultCode.ok);
    expect((await row(w.member.token))?.status).toBe(3);
  });

  it("shows another person's write to a reader whose answer was kept", async () => {
    expect((await row(w.admin.token))?.status).toBe(2);
    expect((await startRepair(w.member.token, mine)).code).toBe(ResultCode.ok);
    expect((await row(w.admin.token))?.status).toBe(3);
  });

  it('shows a renamed member in rows kept before the rename', async () => {
    expect((await row(w.admin.token))?.handlers[0]?.userId).toBe(w.member.id);
    const renamed = await apiAs(server, w.owner.token)('POST', 'projectUser/updateProjectUserUserName', {
      projectId: w.projectId,
      userId: w.member.id,
      userName: 'Renamed handler',
    });
    expect(renamed.code).toBe(ResultCode.ok);
    expect((await row(w.admin.token))?.handlers[0]?.name).toBe('Renamed handler');
  });

  it('refuses a removed member at once instead of answering the kept list', async () => {
    expect((await list(w.other.token)).code).toBe(ResultCode.ok);
    const removed = await apiAs(server, w.owner.token)('POST', 'projectUser/deleteProjectUser', {
      projectId: w.projectId,
      userId: w.other.id,
    });
    expect(removed.code).toBe(ResultCode.ok);
    expect((await list(w.other.token)).code).not.toBe(ResultCode.ok);
  });

  it("keeps each caller's answer apart: another's draft never shows in a kept answer", async () => {
    await buildQuestion(server.database.db, {
      projectId: w.projectId,
      creatorId: w.other.id,
      handlerIds: [w.other.id],
      title: 'Draft of other',
      status: 1,
    });
    const titles = async (token: string) => (await list(token)).rows.map((one) => one.questionName);
    expect(await titles(w.other.token)).toContain('Draft of other');
    expect(await titles(w.member.token)).not.toContain('Draft of other');
    expect(await titles(w.other.token)).toContain('Draft of other');
  });

  it("updates the to-do counts after a write in any of the caller's projects", async () => {
    const counts = async () =>
      (await apiAs(server, w.member.token)<TodoCounts>('GET', 'questionInfo/getTodoCounts')).data;
    const before = (await counts()).mine;
    const created = await apiAs(server, w.admin.token)('POST', 'questionInfo', {
      projectId: w.sideProjectId,
      questionName: 'Waiting on the member elsewhere',
      handlerUserIds: [w.member.id],
    });
    expect(created.code).toBe(ResultCode.ok);
    expect((await counts()).mine).toBe(before + 1);
  });

  it('refuses a signed-out session at once although its look-up was kept', async () => {
    const signedIn = await apiAs(server, w.outsider.token)('GET', 'questionInfo/getTodoCounts');
    expect(signedIn.code).toBe(ResultCode.ok);
    const out = await apiAs(server, w.outsider.token)('POST', 'userInfo/logout');
    expect(out.code).toBe(ResultCode.ok);
    expect((await apiAs(server, w.outsider.token)('GET', 'questionInfo/getTodoCounts')).code).toBe(
      ResultCode.unauthorized,
    );
  });

  it("keeps project reads and session look-ups through a write that changes only a person's own pages", async () => {
    const generations = server.app.readGenerations;
    const space = await knowledgeCast(server);
    const [projectBefore, sharedBefore, everyBefore] = await Promise.all([
      generations.project(w.projectId),
      generations.shared(),
      generations.every(),
    ]);
    const added = await space.member.call('POST', 'knowledge/doc/add', { kbId: space.kbId, title: 'Runbook' });
    expect(added.code).toBe(ResultCode.ok);
    // A picture sent as the web sends it: its fields, then the file.
    const uploadPng = async (call: string, fields: Record<string, string>, token: string) => {
      const form = multipartForm(fields, { field: 'file', fileName: 'shot.png', content: tinyPng() });
      const response = await server.app.inject({
        method: 'POST',
        url: `/prod-api/questline/${call}`,
        headers: { ...form.headers, authorization: `Bearer ${token}` },
        payload: form.payload,
      });
      return response.json<{ code: number }>().code;
    };
    expect(await uploadPng('questionAttachment/upload', { projectId: String(w.projectId) }, w.member.token)).toBe(
      ResultCode.ok,
    );
    expect(await uploadPng('knowledge/image/upload', { kbId: String(space.kbId) }, space.member.token)).toBe(
      ResultCode.ok,
    );
    expect(await generations.project(w.projectId)).toBe(projectBefore);
    expect(await generations.shared()).toBe(sharedBefore);
    expect(await generations.every()).not.toBe(everyBefore);
    // A write naming no project without that promise (a profile) moves what every project's reads depend on.
    const renamed = await apiAs(server, w.member.token)('POST', 'center/updateUser', { nickName: 'Renamed' });
    expect(renamed.code).toBe(ResultCode.ok);
    expect(await generations.project(w.projectId)).not.toBe(projectBefore);
  });

  it('answers concurrent identical questions alike', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => list(w.member.token)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.rows.map((one) => one.questionId)).toContain(mine.id);
  });
});

describe('answer cache memory bound', () => {
  it('drops the least recently used answers beyond its entries', () => {
    const cache = new AnswerCache({ maxEntries: 2, maxBytes: 1_000 });
    cache.set('a', Buffer.from('A'));
    cache.set('b', Buffer.from('B'));
    expect(cache.get('a')?.toString()).toBe('A');
    cache.set('c', Buffer.from('C'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.toString()).toBe('A');
    expect(cache.get('c')?.toString()).toBe('C');
  });

  it('drops the oldest answers beyond its bytes, and never keeps one answer too big for it', () => {
    const cache = new AnswerCache({ maxEntries: 100, maxBytes: 800 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, Buffer.from(key.repeat(100)));
    expect(cache.size).toEqual({ entries: 5, bytes: 500 });
    for (const key of ['f', 'g', 'h', 'i']) cache.set(key, Buffer.from(key.repeat(100)));
    expect(cache.size).toEqual({ entries: 8, bytes: 800 });
    expect(cache.get('a')).toBeUndefined();
    cache.set('big', Buffer.from('x'.repeat(101)));
    expect(cache.get('big')).toBeUndefined();
  });
});
