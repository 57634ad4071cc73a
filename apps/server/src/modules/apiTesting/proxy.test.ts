import type { ApiEnvironment, ApiHistoryRow, ApiSendResult, SendApiRequestBody } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { buildProject, buildUser, signIn } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';
import { type Target, allowHosts, startTarget } from './testKit.fixture';

const SECRET = 'sekret-token-4711';

/**
 * Issue 34: requests sent by the server through the guard (ADR 0122): assertions, history with secrets masked,
 * redirects, cookies, and every refusal: loopback, private, link-local, metadata, reserved and mapped forms,
 * a name resolving to one, a redirect to one, Questline's own address; the size and time caps.
 */
describe('interface tester: the proxy and its guard', () => {
  let server: TestServer;
  let target: Target;
  let projectId: number;
  let member: string;
  let admin: string;
  let environmentId: number;

  beforeAll(async () => {
    server = await getTestServer({
      config: {
        publicUrl: 'https://questline.example:8443',
        apiTester: { allowedHosts: [], timeoutMs: 1_500, answerMaxBytes: 4_096 },
      },
    });
    target = await startTarget();
  });
  afterAll(async () => {
    await target.close();
    await server.close();
  });
  beforeEach(async () => {
    const db = server.database.db;
    const owner = await buildUser(db);
    const people = { admin: await buildUser(db), member: await buildUser(db) };
    projectId = await buildProject(db, {
      ownerId: owner.id,
      members: [
        { userId: people.admin.id, role: 'admin' },
        { userId: people.member.id, role: 'member' },
      ],
    });
    member = await signIn(db, people.member.id);
    admin = await signIn(db, people.admin.id);
    await db.deleteFrom('system_settings').where('key', '=', 'apiTesting.allowedHosts').execute();
    const environment = await apiAs(server, admin, 'en-US')<ApiEnvironment>('POST', 'apiTesting/environment', {
      projectId,
      name: 'Local',
      variables: [
        { name: 'baseUrl', value: target.origin },
        { name: 'token', value: SECRET, secret: true },
      ],
    });
    environmentId = environment.data.environmentId;
  });

  const send = (token: string, spec: SendApiRequestBody['spec'], extra: Partial<SendApiRequestBody> = {}, zh = false) =>
    apiAs(server, token, zh ? 'zh-CN' : 'en-US')<ApiSendResult>('POST', 'apiTesting/send', {
      projectId,
      environmentId,
      spec,
      ...extra,
    });
  const history = async (token = member) =>
    (await apiAs(server, token)<ApiHistoryRow[]>('GET', `apiTesting/history?projectId=${projectId}`)).data;

  it('refuses loopback, private, link-local, metadata, reserved and mapped addresses, storing nothing', async () => {
    const refusals: [string, RegExp][] = [
      [`http://127.0.0.1:${String(target.port)}/orders`, /loopback/],
      [`http://localhost:${String(target.port)}/orders`, /loopback/],
      ['http://[::1]/', /loopback/],
      ['http://10.1.2.3/', /private network/],
      ['http://172.16.0.1/', /private network/],
      ['http://192.168.1.10/', /private network/],
      ['http://100.64.0.1/', /private network/],
      ['http://[fc00::1]/', /private network/],
      ['http://169.254.10.10/', /link-local/],
      ['http://[fe80::1]/', /link-local/],
      ['http://169.254.169.254/latest/meta-data/', /metadata/],
      ['http://[fd00:ec2::254]/', /metadata/],
      ['http://0.0.0.0/', /reserved/],
      ['http://[::]/', /reserved/],
      ['http://[::ffff:127.0.0.1]/', /reserved/],
      ['http://[::ffff:7f00:1]/', /reserved/],
      ['http://0x7f.1/', /loopback/],
      ['http://2130706433/', /loopback/],
      ['http://224.0.0.1/', /reserved/],
      ['ftp://example.com/file', /Only http and https/],
      ['file:///etc/passwd', /Only http and https/],
    ];
    for (const [url, message] of refusals) {
      const answer = await send(member, { method: 'GET', url });
      expect(answer.code, url).toBe(500);
      expect(answer.msg, url).toMatch(message);
    }
    const zh = await send(member, { method: 'GET', url: 'http://10.0.0.1/' }, {}, true);
    expect(zh.msg).toContain('内网地址');
    expect(await history()).toEqual([]);
    expect(target.received).toEqual([]);
  });

  it('sends to an allowed host, substitutes secrets it never shows a member, and keeps the send masked', async () => {
    await allowHosts(server, ['127.0.0.1']);
    const spec = {
      method: 'POST' as const,
      url: '{{baseUrl}}/echo',
      query: [{ name: 'page', value: '2' }],
      headers: [{ name: 'X-Case', value: 'one' }],
      body: { mode: 'json' as const, text: '{"note":"{{token}}"}' },
      auth: { type: 'bearer' as const, token: '{{token}}' },
      assertions: [
        { kind: 'status' as const, expected: 200 },
        { kind: 'jsonPath' as const, path: '$.method', op: 'equals' as const, expected: 'POST' },
        { kind: 'header' as const, name: 'content-type', op: 'contains' as const, expected: 'json' },
        { kind: 'jsonPath' as const, path: '$.missing', op: 'equals' as const, expected: '1' },
      ],
    };
    const answer = await send(member, spec);
    expect(answer.code).toBe(200);
    const sent = target.received.at(-1);
    expect(sent).toMatchObject({ method: 'POST', url: '/echo?page=2', body: `{"note":"${SECRET}"}` });
    expect(sent?.headers).toMatchObject({ authorization: `Bearer ${SECRET}`, 'x-case': 'one' });
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(answer.data.passed).toBe(false);
    expect(answer.data.assertions.map((result) => result.passed)).toEqual([true, true, true, false]);
    expect(answer.data.response?.status).toBe(200);
    // The target echoed the secret: the member who may not read secrets sees it masked.
    expect(answer.data.response?.body).not.toContain(SECRET);
    expect(answer.data.response?.body).toContain('Bearer ******');

    const adminAnswer = await send(admin, spec);
    expect(adminAnswer.data.response?.body).toContain(SECRET);

    const [entry] = await history();
    expect(entry).toMatchObject({ method: 'POST', status: 200, passed: false, failedAssertions: 1 });
    expect(entry?.url).toBe(`${target.origin}/echo?page=2`);
    const detail = await apiAs(server, member)<{ requestText: string; response: { body: string } }>(
      'GET',
      `apiTesting/history/${String(entry?.historyId)}?projectId=${String(projectId)}`,
    );
    expect(detail.data.requestText).toContain('Authorization: ******');
    expect(detail.data.requestText).toContain('{"note":"******"}');
    const stored = JSON.stringify(await server.database.db.selectFrom('api_history').selectAll().execute());
    expect(stored).not.toContain(SECRET);
    // Someone else's history entry is not theirs to read.
    const other = await apiAs(server, admin)(
      'GET',
      `apiTesting/history/${String(entry?.historyId)}?projectId=${String(projectId)}`,
    );
    expect(other.code).toBe(404);
  });

  it('follows redirects itself, checking each hop, dropping credentials across origins and keeping no cookie', async () => {
    await allowHosts(server, ['127.0.0.1', 'localhost']);
    const followed = await send(member, {
      method: 'GET',
      url: `{{baseUrl}}/redirect?to=${encodeURIComponent(`${target.origin}/orders`)}`,
      assertions: [{ kind: 'jsonPath', path: '$.data.items[0].id', op: 'equals', expected: '7' }],
    });
    expect(followed.data).toMatchObject({
      passed: true,
      response: { status: 200, finalUrl: `${target.origin}/orders` },
    });
    expect(followed.data.response?.redirects).toHaveLength(1);

    const cross = await send(member, {
      method: 'POST',
      url: `{{baseUrl}}/redirect?status=303&to=${encodeURIComponent(`http://localhost:${String(target.port)}/echo`)}`,
      body: { mode: 'json', text: '{}' },
      auth: { type: 'bearer', token: '{{token}}' },
    });
    const echoed = JSON.parse(cross.data.response?.body ?? '{}') as { method: string; headers: Record<string, string> };
    expect(echoed.method).toBe('GET');
    expect(echoed.headers.authorization).toBeUndefined();

    const toMetadata = await send(member, {
      method: 'GET',
      url: `{{baseUrl}}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`,
    });
    expect(toMetadata.code).toBe(200);
    expect(toMetadata.data).toMatchObject({ passed: false, response: null });
    expect(toMetadata.data.error).toMatch(
      /redirected to http:\/\/169\.254\.169\.254\/latest\/meta-data\/, which is refused: .*metadata/,
    );
    const toPrivate = await send(member, {
      method: 'GET',
      url: `{{baseUrl}}/redirect?to=${encodeURIComponent('http://10.0.0.8/admin')}`,
    });
    expect(toPrivate.data.error).toMatch(/private network/);

    const loop = await send(member, { method: 'GET', url: '{{baseUrl}}/loop' });
    expect(loop.data.error).toBe('More than 5 redirects');

    await send(member, { method: 'GET', url: '{{baseUrl}}/cookie' });
    const again = await send(member, { method: 'GET', url: '{{baseUrl}}/cookie' });
    expect(JSON.parse(again.data.response?.body ?? '{}')).toEqual({ cookie: null });
    expect((await history()).map((row) => row.error).filter(Boolean)).toHaveLength(3);
  });

  it('refuses Questline itself and the metadata address even when allowed', async () => {
    await allowHosts(server, ['127.0.0.0/8', '169.254.0.0/16', 'questline.example']);
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const own = server.app.server.address();
    const ownPort = typeof own === 'object' && own ? own.port : 0;
    const self = await send(member, { method: 'GET', url: `http://127.0.0.1:${String(ownPort)}/prod-api/health` });
    expect(self.msg).toMatch(/Questline's own address/);
    const publicName = await send(member, { method: 'GET', url: 'https://questline.example:8443/prod-api/health' });
    expect(publicName.msg).toMatch(/Questline's own address/);
    const metadata = await send(member, { method: 'GET', url: 'http://169.254.169.254/' });
    expect(metadata.msg).toMatch(/metadata/);
    // The rest of the allowed range is reachable.
    const allowed = await send(member, { method: 'GET', url: '{{baseUrl}}/orders' });
    expect(allowed.data.response?.status).toBe(200);
  });

  it('stops reading past the size cap, gives up at the time-out and inflates compressed answers', async () => {
    await allowHosts(server, ['127.0.0.1']);
    const big = await send(member, { method: 'GET', url: '{{baseUrl}}/big?bytes=10000' });
    expect(big.data.response).toMatchObject({ size: 4_096, truncated: true, status: 200 });
    const zipped = await send(member, {
      method: 'GET',
      url: '{{baseUrl}}/gzip',
      assertions: [{ kind: 'jsonPath', path: '$.zipped', op: 'equals', expected: 'true' }],
    });
    expect(zipped.data.passed).toBe(true);
    const slow = await send(member, { method: 'GET', url: '{{baseUrl}}/slow' });
    expect(slow.data).toMatchObject({ passed: false, response: null, error: 'No complete answer within 2 s' });
    const [entry] = await history();
    expect(entry).toMatchObject({ status: null, error: 'No complete answer within 2 s' });
    expect(entry?.timeMs).toBeGreaterThanOrEqual(1_400);
  });

  it('lets one person have four sends in flight at once', async () => {
    await allowHosts(server, ['127.0.0.1']);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(member, { method: 'GET', url: '{{baseUrl}}/slow' })),
    );
    expect(answers.filter((answer) => answer.code === 500)).toHaveLength(1);
    expect(answers.find((answer) => answer.code === 500)?.msg).toBe(
      'You have 4 requests in flight already; wait for one to answer',
    );
  });

  it('answers another project a 404 for its environment and saved request', async () => {
    const db = server.database.db;
    const stranger = await buildUser(db);
    const theirs = await buildProject(db, { ownerId: stranger.id });
    const answer = await apiAs(server, await signIn(db, stranger.id))('POST', 'apiTesting/send', {
      projectId: theirs,
      environmentId,
      spec: { method: 'GET', url: 'https://example.com/' },
    });
    expect(answer.code).toBe(404);
  });
});
