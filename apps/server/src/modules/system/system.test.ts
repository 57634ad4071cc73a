import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, getTestServer } from '../../test/server';

/** Issue 2 point 3: health check and the OpenAPI document. */
describe('system routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());

  it('GET /prod-api/health answers up after a database round trip', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/prod-api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: { status: 'up', database: 'up', dialect: server.database.dialect },
    });
  });

  it('GET /prod-api/health answers 503 when the database is gone', async () => {
    const broken = await getTestServer();
    await broken.database.close();
    const response = await broken.app.inject({
      method: 'GET',
      url: '/prod-api/health',
      headers: { language: 'en-US' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().data.database).toBe('down');
    await broken.close();
  });

  it('the OpenAPI document lists every API route', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/prod-api/openapi.json' });
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // Fastify answers HEAD for every GET by itself; a HEAD of its own (tus's resume, issue 32) is documented.
    const getUrls = new Set(server.app.routeAccess.filter((route) => route.method === 'GET').map((route) => route.url));
    const registered = server.app.routeAccess
      .filter((route) => route.url.startsWith('/prod-api/') && !(route.method === 'HEAD' && getUrls.has(route.url)))
      .filter((route) => route.url !== '/prod-api/openapi.json')
      // OpenAPI spells path parameters {id} where Fastify writes :id.
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(registered.sort());
  });
});
