import { RECORD_ID_MAX, ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../test/factories';
import { type TestServer, bearer, getTestServer } from '../test/server';

/**
 * An id past the database's integer is bad input like any other (issue 28: never a 5xx): PostgreSQL's `integer`
 * would fail the query, so the contract's recordId refuses it first, with a message, on both dialects.
 */
describe('ids past the database integer', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await getTestServer();
    token = await signIn(server.database.db, (await buildUser(server.database.db)).id);
  });
  afterAll(() => server.close());

  const huge = String(RECORD_ID_MAX + 1);
  it.each([
    ['a path', `/prod-api/questline/notice/${huge}`],
    ['a query', `/prod-api/questline/questionInfo/getQuestionInfo?projectId=${huge}&questionId=1`],
    ['a query of another module', `/prod-api/questline/knowledge/doc/versions?kbId=${huge}&docId=1`],
  ])('refuses one in %s as input, with a message', async (_, url) => {
    const answer = await server.app.inject({ method: 'GET', url, headers: { ...bearer(token), language: 'en-US' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ code: ResultCode.fail, msg: expect.stringMatching(/^Invalid input/) });
  });

  it('still takes the largest id there can be (and finds nothing)', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: `/prod-api/questline/notice/${String(RECORD_ID_MAX)}`,
      headers: { ...bearer(token), language: 'en-US' },
    });
    expect(answer.json()).toMatchObject({ code: ResultCode.notFound });
  });
});
