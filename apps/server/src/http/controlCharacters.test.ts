import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../test/api';
import { type ProjectWorld, buildProjectWorld } from '../test/projectWorld';
import { type TestServer, getTestServer } from '../test/server';

/**
 * Issue 28 point 7: a NUL in a search keyword answered an internal error on PostgreSQL (text cannot hold it)
 * and nothing on SQLite. Every request refuses control characters at validation, the same on both.
 */
describe('control characters in requests', () => {
  let server: TestServer;
  let w: ProjectWorld;

  beforeAll(async () => {
    server = await getTestServer();
    w = await buildProjectWorld(server.database.db);
  });
  afterAll(() => server.close());

  const searches = [
    ['POST', 'questionInfo/getProjectProblemList?pageNum=1&pageSize=10', 'issue list'],
    ['POST', 'testCase/list?pageNum=1&pageSize=10', 'case library'],
    ['GET', 'knowledge/search', 'knowledge search'],
  ] as const;

  for (const [method, url, name] of searches) {
    it(`refuses a keyword holding NUL in the ${name} with the field's message, in both languages`, async () => {
      const payload = url.startsWith('knowledge')
        ? { keyword: 'login\u0000' }
        : { projectId: w.projectId, keyword: 'a\u0000b' };
      const en = await apiAs(server, w.owner.token, 'en-US')(method, url, payload);
      expect(en.msg).toBe('Invalid input: keyword contains an invisible control character');
      const zh = await apiAs(server, w.owner.token, 'zh-CN')(method, url, payload);
      expect(zh.msg).toBe('参数错误：keyword 含有不可见的控制字符');
    });
  }

  it('lets a keyword without control characters search as before', async () => {
    const answer = await apiAs(server, w.owner.token, 'en-US')(
      'POST',
      'questionInfo/getProjectProblemList?pageNum=1&pageSize=10',
      { projectId: w.projectId, keyword: 'Login' },
    );
    expect(answer.code).toBe(200);
    expect(answer.total).toBeGreaterThan(0);
  });
});
