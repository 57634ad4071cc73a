import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../test/factories';
import { testDialect } from '../test/database';
import { connected, client, listen } from '../realtime/testKit.fixture';
import { Metrics } from './metrics';
import { type TestServer, getTestServer } from '../test/server';

/** The value of one sample line of the Prometheus text, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Issue 36 (ADR 0135): /metrics in Prometheus' format, for this machine or the bearer of METRICS_TOKEN. */
describe('/metrics', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await getTestServer({
      prepare: (app) =>
        app.get('/prod-api/test/broken/:id', { config: { access: 'public' } }, () => {
          throw new Error('a fault the mapper must hide');
        }),
    });
    const owner = await buildUser(server.database.db);
    token = await signIn(server.database.db, owner.id);
  });
  afterAll(() => server.close());

  const scrape = async (headers: Record<string, string> = {}, remoteAddress?: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    return { status: response.statusCode, type: response.headers['content-type'], text: response.body };
  };

  it('times answers by route pattern and status, never by the raw address', async () => {
    for (const id of [1, 2, 3]) {
      await server.app.inject({
        method: 'GET',
        url: `/prod-api/questline/ai/conversation/${id}`,
        headers: { authorization: `Bearer ${token}` },
      });
    }
    await server.app.inject({ method: 'GET', url: '/prod-api/nothing/here/4711' });
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    const detail = 'route="/prod-api/questline/ai/conversation/:id",status="200"';
    expect(sample(text, `questline_http_request_duration_seconds_count{method="GET",${detail}}`)).toBe(3);

    expect(text).not.toContain('questionInfo/1');
    expect(
      sample(text, 'questline_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}'),
    ).toBe(1);
    expect(text).not.toContain('4711');
  });

  it('counts answers of HTTP 500 as errors of their route', async () => {
    await server.app.inject({ method: 'GET', url: '/prod-api/test/broken/1' });
    await server.app.inject({ method: 'GET', url: '/prod-api/test/broken/2' });
    const { text } = await scrape();
    expect(sample(text, 'questline_http_server_errors_total{method="GET",route="/prod-api/test/broken/:id"}')).toBe(2);
  });

  it('times database statements by kind and reads the process figures', async () => {
    const { text } = await scrape();
    expect(sample(text, 'questline_db_query_duration_seconds_count{kind="select"}')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds{stat="p99"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_memory_bytes{kind="heap_used"}')).toBeGreaterThan(1_000_000);
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'questline_socket_connections')).toBe(0);
    expect(sample(text, 'questline_mail_queue{state="waiting"}')).toBe(0);
    // The pool is PostgreSQL's; SQLite has one connection and shows no pool.
    const poolTotal = sample(text, 'questline_db_pool_connections{state="total"}');
    if (testDialect() === 'postgres') expect(poolTotal).toBeGreaterThan(0);
    else expect(poolTotal).toBeUndefined();
  });

  it('refuses another machine and a request a proxy forwarded, in the caller’s language', async () => {
    const remote = await scrape({ language: 'en-US' }, '10.1.2.3');
    expect(remote.status).toBe(403);
    expect(JSON.parse(remote.text)).toEqual({
      code: 403,
      msg: 'Metrics are open to this machine or to a request bearing METRICS_TOKEN only',
    });
    const forwarded = await scrape({ 'x-forwarded-for': '203.0.113.9' });
    expect(forwarded.status).toBe(403);
    expect(JSON.parse(forwarded.text).msg).toBe('运行指标只对本机或带有 METRICS_TOKEN 的请求开放');
    expect((await scrape({ forwarded: 'for=203.0.113.9' })).status).toBe(403);
  });

  it('leaves the fault of an HTTP 500 out of its answer', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/prod-api/test/broken/3' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('a fault the mapper must hide');
  });
});

describe('/metrics of a listening server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());

  it('counts the sockets connected to this instance', async () => {
    const url = await listen(server.app);
    const owner = await buildUser(server.database.db);
    const token = await signIn(server.database.db, owner.id);
    const count = async () =>
      sample((await server.app.inject({ method: 'GET', url: '/metrics' })).body, 'questline_socket_connections');
    expect(await count()).toBe(0);
    const sockets = [await connected(client(url, token)), await connected(client(url, token))];
    expect(await count()).toBe(2);
    sockets[0]?.disconnect();
    await expect.poll(count).toBe(1);
    sockets[1]?.disconnect();
  });
});

describe('sweeps in the metrics', () => {
  it('records each round by outcome and how many are running, handing the outcome back', async () => {
    const metrics = new Metrics();
    try {
      let finish!: (value: number) => void;
      const slow = metrics.sweep('files', new Promise<number>((resolve) => (finish = resolve)));
      expect(await metrics.registry.metrics()).toContain('questline_sweeps_running{sweep="files"} 1');
      finish(3);
      expect(await slow).toBe(3);
      await expect(metrics.sweep('due', Promise.reject(new Error('the database went away')))).rejects.toThrow(
        'the database went away',
      );
      const text = await metrics.registry.metrics();
      expect(sample(text, 'questline_sweeps_running{sweep="files"}')).toBe(0);
      expect(sample(text, 'questline_sweep_duration_seconds_count{sweep="files",outcome="ok"}')).toBe(1);
      expect(sample(text, 'questline_sweep_duration_seconds_count{sweep="due",outcome="failed"}')).toBe(1);
    } finally {
      metrics.close();
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let server: TestServer;
  const metricsToken = 'scraper-secret-0123456789';

  beforeAll(async () => {
    server = await getTestServer({ config: { metricsToken } });
  });
  afterAll(() => server.close());

  it('answers the bearer of the token from anywhere, and nobody else, not even this machine', async () => {
    const call = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      server.app.inject({ method: 'GET', url: '/metrics', headers: { language: 'en-US', ...headers }, remoteAddress });
    const allowed = await call({ authorization: `Bearer ${metricsToken}` }, '198.51.100.7');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('questline_http_request_duration_seconds');
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer scraper-secret-0123456780' },
      { authorization: 'Bearer x' },
    ]) {
      const refused = await call(headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({
        code: 401,
        msg: 'Metrics are open to this machine or to a request bearing METRICS_TOKEN only',
      });
    }
  });
});

describe('request ids', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());

  it('keeps the id the browser gave a call, and gives a new one to anything else', async () => {
    const given = await server.app.inject({
      method: 'GET',
      url: '/prod-api/health',
      headers: { 'x-request-id': '0f3c9a7e5b2d4c1a9e8f7a6b5c4d3e2f' },
    });
    expect(given.headers['x-request-id']).toBe('0f3c9a7e5b2d4c1a9e8f7a6b5c4d3e2f');
    for (const header of ['short', 'has spaces in it here', 'x'.repeat(65)]) {
      const replaced = await server.app.inject({
        method: 'GET',
        url: '/prod-api/health',
        headers: { 'x-request-id': header },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
