import { ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TestServer, getTestServer } from '../test/server';

/** DOMAIN.md "Response envelope and codes" and issue 2 "Bad input". */
describe('envelope and error mapper', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await getTestServer({
      config: { bodyLimitBytes: 2048 },
      prepare(app) {
        app.post(
          '/prod-api/test/echo',
          {
            config: { access: 'public' },
            schema: { body: z.strictObject({ name: z.string().max(5), count: z.number().int() }) },
          },
          async (request) => ({ code: 200, msg: 'ok', data: request.body }),
        );
        app.get('/prod-api/test/crash', { config: { access: 'public' } }, async () => {
          throw new Error('select * from users where secret = 1');
        });
      },
    });
  });
  afterAll(() => server.close());

  const post = (payload: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/prod-api/test/echo',
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('answers success in the {code:200,msg,data} shape', async () => {
    const response = await post(JSON.stringify({ name: 'abc', count: 2 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, msg: 'ok', data: { name: 'abc', count: 2 } });
  });

  it('answers malformed JSON with HTTP 400 and a localised message', async () => {
    const zh = await post('{"name":');
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toEqual({ code: ResultCode.badRequest, msg: '请求内容不是有效的 JSON' });
    const en = await post('{"name":', { language: 'en-US' });
    expect(en.json().msg).toBe('The request body is not valid JSON');
  });

  it('answers a body over the limit with HTTP 413', async () => {
    const response = await post(JSON.stringify({ name: 'x'.repeat(4096), count: 1 }), { 'accept-language': 'en-US' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: ResultCode.payloadTooLarge,
      msg: 'The request body is too large; the limit is 2 KB',
    });
  });

  it('answers wrong types with code 500 naming the field, in the caller language', async () => {
    const en = await post(JSON.stringify({ name: 'abc', count: 'two' }), { language: 'en-US' });
    expect(en.statusCode).toBe(200);
    expect(en.json()).toEqual({ code: ResultCode.fail, msg: 'Invalid input: count must be a number' });
    const zh = await post(JSON.stringify({ name: 'abc', count: 'two' }));
    expect(zh.json()).toEqual({ code: ResultCode.fail, msg: '参数错误：count 应为 数字' });
  });

  it('tells a missing field from a wrong one and reports lengths', async () => {
    const missing = await post(JSON.stringify({ name: 'abcdefgh' }), { language: 'en-US' });
    expect(missing.json().msg).toBe('Invalid input: name must be at most 5 long; count is required');
  });

  it('refuses unknown fields', async () => {
    const response = await post(JSON.stringify({ name: 'a', count: 1, admin: true }), { language: 'en-US' });
    expect(response.json()).toEqual({ code: ResultCode.fail, msg: 'Invalid input: Unknown field(s): admin' });
  });

  it('answers an unknown API route with the JSON 404 envelope', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/prod-api/no/such/thing?x=1',
      headers: { language: 'en-US' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      code: ResultCode.notFound,
      msg: 'There is no interface GET /prod-api/no/such/thing',
    });
  });

  it('hides internals of an unexpected failure', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/prod-api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: ResultCode.fail, msg: '系统未知错误，请反馈给管理员' });
    expect(response.body).not.toMatch(/select|users|at /);
  });

  it('gives every answer a request id and the security headers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/prod-api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // Issue 28: the pictures of bound WeChat and QQ accounts, which the avatar rule shows from the provider.
    expect(response.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://*.qlogo.cn http://*.qlogo.cn",
    );
  });
});
