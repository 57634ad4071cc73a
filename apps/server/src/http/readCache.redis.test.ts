import { type QuestionRow, ResultCode } from '@questline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../test/api';
import { type ProjectWorld, buildProjectWorld } from '../test/projectWorld';
import { buildQuestion } from '../test/questions';
import { type TestServer, getTestServer } from '../test/server';

/**
 * Issue 17, ADR 0085: with REDIS_URL the read cache's write counters live in Redis, so an answer kept by one
 * instance is not given again after a write through another (TEST_REDIS_URL, 127.0.0.1:6379 in CI).
 */
describe('read cache across two server instances over Redis', () => {
  let first: TestServer;
  let second: FastifyInstance;
  let w: ProjectWorld;

  beforeAll(async () => {
    const redisUrl = process.env.TEST_REDIS_URL;
    if (!redisUrl) throw new Error('TEST_REDIS_URL is not set');
    first = await getTestServer({ config: { redisUrl } });
    second = await first.anotherInstance();
    w = await buildProjectWorld(first.database.db);
  });
  afterAll(async () => {
    await first.close();
  });

  const onSecond = (token: string) => apiAs({ ...first, app: second }, token, 'en-US');

  it('a list kept by one instance shows a workflow action made through the other', async () => {
    const question = await buildQuestion(first.database.db, {
      projectId: w.projectId,
      creatorId: w.admin.id,
      handlerIds: [w.member.id],
      title: 'Seen on both instances',
    });
    const status = async () =>
      (
        await onSecond(w.admin.token)<QuestionRow[]>(
          'POST',
          'questionInfo/getProjectProblemList?pageNum=1&pageSize=50',
          {
            projectId: w.projectId,
          },
        )
      ).rows.find((row) => row.questionId === question.id)?.status;
    expect(await status()).toBe(2);
    expect(await status()).toBe(2);
    const started = await apiAs(first, w.member.token)('POST', 'questionInfo/questionByStartRepair', {
      projectId: w.projectId,
      questionId: question.id,
      updateTime: question.updateTime,
    });
    expect(started.code).toBe(ResultCode.ok);
    expect(await status()).toBe(3);
  });

  it('a session kept by one instance is refused there once it signed out through the other', async () => {
    expect((await onSecond(w.outsider.token)('GET', 'questionInfo/getTodoCounts')).code).toBe(ResultCode.ok);
    expect((await apiAs(first, w.outsider.token)('POST', 'userInfo/logout')).code).toBe(ResultCode.ok);
    expect((await onSecond(w.outsider.token)('GET', 'questionInfo/getTodoCounts')).code).toBe(ResultCode.unauthorized);
  });
});
