import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject, buildUser, signIn } from '../test/factories';
import { type JsonSchema, anyValue, hostileValue, objectOf } from '../test/schemaArbitrary';
import { type TestServer, getTestServer } from '../test/server';

/** Fixed, so that a failure found in CI is found again on a laptop. */
const SEED = 36;
/**
 * Calls per route: about 6,000 calls in all, 9 s on SQLite and 25 s on PostgreSQL. Seed 7 at 100 calls a route on
 * PostgreSQL found the three ids past the integer column pinned below; seeds 7 and 1000 at 60 found nothing more.
 */
const RUNS_PER_ROUTE = 12;

/** Answers that stream by design until their time is up; what they read first is what a plain call would. */
const STREAMS: Record<string, string> = {
  'GET /prod-api/questline/diagnostics/events': 'the streaming test page sends events for a minute (ADR 0126)',
};

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface Call {
  method: string;
  url: string;
  query: Record<string, string | string[]>;
  payload: unknown;
}

/** How a query string carries a value: text as it is, anything else as JSON text. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Every call of one operation, drawn from its parameters' and body's schemas. */
function callsOf(method: string, path: string, operation: Operation, ids: number[]): fc.Arbitrary<Call> {
  const parameters = (operation.parameters ?? []).filter(
    (parameter) => parameter.in === 'path' || parameter.in === 'query',
  );
  const asObject = (where: 'path' | 'query'): JsonSchema => {
    const own = parameters.filter((parameter) => parameter.in === where);
    return {
      type: 'object',
      properties: Object.fromEntries(own.map((parameter) => [parameter.name, parameter.schema ?? {}])),
      required: own.filter((parameter) => parameter.required || where === 'path').map((parameter) => parameter.name),
    };
  };
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? anyValue(bodySchema, ids) : fc.option(hostileValue, { nil: undefined, freq: 3 });
  return fc
    .record({ path: objectOf(asObject('path'), ids), query: objectOf(asObject('query'), ids), body })
    .map(({ path: values, query, body: payload }) => ({
      method: method.toUpperCase(),
      url: path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(asText(values[name] ?? 'x') || 'x')),
      query: Object.fromEntries(
        Object.entries(query)
          .filter(([, value]) => value !== undefined)
          // A list goes as the key repeated, the way a browser's form sends it.
          .map(([name, value]) => [name, Array.isArray(value) ? value.map(asText) : asText(value)]),
      ),
      payload,
    }));
}

/**
 * Issue 36: no input answers HTTP 500. Every operation of the OpenAPI document is called with values drawn from its
 * own schemas, mixed with the awkward values a careless or hostile client sends (hostileValue), as a platform
 * administrator who owns a project, so that calls get past sign-in and reach the services. A refusal is any 4xx or
 * the envelope's own failure codes; an HTTP 500 is an input the contract's schemas let through to a place that
 * cannot take it.
 */
describe('every route answers bad input with a refusal, never HTTP 500', () => {
  let server: TestServer;
  let operations: [string, string, Operation][];

  beforeAll(async () => {
    server = await getTestServer({
      // The interface tester sends where it is told: nothing it is told here may keep the run waiting.
      config: { apiTester: { allowedHosts: [], timeoutMs: 200, answerMaxBytes: 1024 } },
    });
    const document = server.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    operations = Object.entries(document.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]): [string, string, Operation] => [method, path, operation]),
      )
      .filter(([method, path]) => !(`${method.toUpperCase()} ${path}` in STREAMS));
  });
  afterAll(() => server.close());

  it('refuses an impossible calendar day in the caller’s language (the 500 issue 36 names)', async () => {
    const user = await buildUser(server.database.db);
    const projectId = await buildProject(server.database.db, { ownerId: user.id });
    const token = await signIn(server.database.db, user.id);
    for (const [language, message] of [
      ['zh-CN', '参数错误：from 不是有效的时间'],
      ['en-US', 'Invalid input: from is not a valid time'],
    ] as const) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/prod-api/questline/statistics/durations?projectId=${projectId}&from=2026-99-99`,
        headers: { authorization: `Bearer ${token}`, language },
      });
      // DOMAIN.md "Response envelope and codes": a refused input is HTTP 200 with the envelope's failure code.
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 500, msg: message });
    }
  });

  it('refuses ids past PostgreSQL’s integer column, as the fuzzer found three routes did not', async () => {
    const user = await buildUser(server.database.db, { is_platform_admin: 1 });
    const projectId = await buildProject(server.database.db, { ownerId: user.id });
    const token = await signIn(server.database.db, user.id);
    const calls = [
      { method: 'POST', url: '/prod-api/questline/cancelEmpower/2147483648' },
      {
        method: 'PUT',
        url: `/prod-api/questline/projectModule/batchEditModuleProjectUser?projectId=${projectId}&moduleIdList=9007199254740992&projectUserId=${user.id}`,
      },
      { method: 'GET', url: '/prod-api/questline/workOrder/admin/queue?assigneeId=2147483648' },
    ] as const;
    for (const [language, refusal] of [
      ['zh-CN', '参数错误：'],
      ['en-US', 'Invalid input: '],
    ] as const) {
      for (const call of calls) {
        const response = await server.app.inject({ ...call, headers: { authorization: `Bearer ${token}`, language } });
        expect(response.statusCode, call.url).toBe(200);
        const body = response.json<{ code: number; msg: string }>();
        expect(body.code, call.url).toBe(500);
        expect(body.msg.startsWith(refusal), body.msg).toBe(true);
      }
    }
  });

  it(`calls each of the OpenAPI document's operations ${RUNS_PER_ROUTE} times (seed ${SEED})`, async () => {
    expect(operations.length).toBeGreaterThan(400);
    const failures: string[] = [];
    for (const [index, [method, path, operation]] of operations.entries()) {
      // A world of the route's own: a call that ends its session or deletes its project leaves the others theirs.
      const user = await buildUser(server.database.db, { is_platform_admin: 1 });
      const projectId = await buildProject(server.database.db, { ownerId: user.id });
      const token = await signIn(server.database.db, user.id);
      const ids = [1, 2, user.id, projectId];
      const calls = fc.sample(callsOf(method, path, operation, ids), { seed: SEED + index, numRuns: RUNS_PER_ROUTE });
      for (const [round, call] of calls.entries()) {
        const response = await server.app.inject({
          method: call.method as 'GET',
          url: call.url,
          query: call.query,
          headers: {
            authorization: `Bearer ${token}`,
            language: round % 2 === 0 ? 'zh-CN' : 'en-US',
            ...(call.payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(call.payload === undefined ? {} : { payload: JSON.stringify(call.payload) }),
        });
        if (response.statusCode >= 500) {
          failures.push(
            `${call.method} ${call.url} ${JSON.stringify(call.query)} ${String(JSON.stringify(call.payload)).slice(0, 300)} -> ${response.statusCode}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
