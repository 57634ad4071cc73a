import { ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionEvents } from '../modules/issues/events';
import { type ProjectWorld, buildProjectWorld } from '../test/projectWorld';
import { type TestServer, getTestServer } from '../test/server';

/**
 * Issue 28 point 3: a committed write must never answer an error (a retry then made it twice), and a write
 * sent with an Idempotency-Key is done once however often it is sent.
 */
describe('writes done once', () => {
  let server: TestServer;
  let w: ProjectWorld;
  const failingListener = new QuestionEvents();
  failingListener.subscribe(() => {
    throw new Error('a listener broke after the commit');
  });

  beforeAll(async () => {
    server = await getTestServer({ questionEvents: failingListener });
    w = await buildProjectWorld(server.database.db);
  });
  afterAll(() => server.close());

  const file = async (title: string, headers: Record<string, string> = {}, url = 'questionInfo') => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/prod-api/questline/${url}`,
      payload: { projectId: w.projectId, questionName: title, handlerUserIds: [w.member.id] },
      headers: { authorization: `Bearer ${w.member.token}`, language: 'en-US', ...headers },
    });
    return {
      replayed: response.headers['idempotent-replayed'],
      ...response.json<{ code: number; msg: string; data?: { questionId: number } }>(),
    };
  };
  const countTitled = async (title: string) =>
    (await server.database.db.selectFrom('questions').select('id').where('title', '=', title).execute()).length;

  it('answers success for a committed issue even when a listener of its event throws', async () => {
    const answer = await file('Saved whatever the listeners do');
    expect(answer.code, answer.msg).toBe(ResultCode.ok);
    expect(await countTitled('Saved whatever the listeners do')).toBe(1);
  });

  it('files an issue once when the same create is sent three times with one key', async () => {
    const headers = { 'idempotency-key': 'create-7f3a' };
    const first = await file('Filed once', headers);
    const second = await file('Filed once', headers);
    const third = await file('Filed once', headers);
    expect(first.code).toBe(ResultCode.ok);
    expect(first.replayed).toBeUndefined();
    expect([second.data?.questionId, third.data?.questionId]).toEqual([first.data?.questionId, first.data?.questionId]);
    expect([second.replayed, third.replayed]).toEqual(['true', 'true']);
    expect(await countTitled('Filed once')).toBe(1);
    // Another key is another write.
    expect((await file('Filed once', { 'idempotency-key': 'create-7f3b' })).code).toBe(ResultCode.ok);
    expect(await countTitled('Filed once')).toBe(2);
  });

  it('frees the key of a write that failed, so its retry does the write', async () => {
    const headers = { 'idempotency-key': 'retry-after-failure' };
    const refused = await server.app.inject({
      method: 'POST',
      url: '/prod-api/questline/questionInfo',
      payload: { projectId: w.projectId, questionName: 'After a failure', handlerUserIds: [w.outsider.id] },
      headers: { authorization: `Bearer ${w.member.token}`, language: 'en-US', ...headers },
    });
    expect(refused.json<{ code: number }>().code).not.toBe(ResultCode.ok);
    expect((await file('After a failure', headers)).code).toBe(ResultCode.ok);
    expect(await countTitled('After a failure')).toBe(1);
  });

  it('refuses a malformed key and a key reused on another call, in the caller’s language, doing nothing', async () => {
    const malformed = await file('Never filed', { 'idempotency-key': 'spaces are not allowed' });
    expect(malformed.msg).toBe('The Idempotency-Key must be 1 to 100 letters, digits, - or _');
    await file('Keyed elsewhere', { 'idempotency-key': 'used-once' });
    const reused = await server.app.inject({
      method: 'POST',
      url: '/prod-api/questline/center/updateUser',
      payload: { nickName: 'Renamed', introduction: '' },
      headers: { authorization: `Bearer ${w.member.token}`, language: 'zh-CN', 'idempotency-key': 'used-once' },
    });
    expect(reused.json<{ msg: string }>().msg).toBe('这个 Idempotency-Key 已用于另一个请求');
    expect(await countTitled('Never filed')).toBe(0);
  });
});
