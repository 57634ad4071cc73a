import { ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, bearer } from '../../test/server';
import { adminKit } from './adminKit.fixture';

/**
 * Issue 35: every call of the administration area refuses whoever does not hold its role, before reading a body:
 * 401 without a session, 403 to a signed-in person (the access hook's answers), whatever the call.
 */
describe('the administration area refuses others', () => {
  let server: TestServer;
  let plain: string;
  beforeAll(async () => {
    const kit = await adminKit();
    server = kit.server;
    plain = (await kit.person()).token;
  });
  afterAll(() => server.close());

  it('at every call of the area, and every /admin call is one', async () => {
    const levels = ['platformAdmin', 'support', 'finance'];
    const area = server.app.routeAccess.filter(
      (route) => route.access !== undefined && levels.includes(route.access) && route.method !== 'HEAD',
    );
    expect(area.length).toBeGreaterThan(30);
    const adminPaths = server.app.routeAccess.filter((route) => route.url.startsWith('/prod-api/admin/'));
    expect(adminPaths.filter((route) => !area.includes(route) && route.method !== 'HEAD')).toEqual([]);
    for (const route of area) {
      const request = { method: route.method as 'GET' | 'POST', url: route.url.replace(/:\w+/g, '1') };
      const anonymous = await server.app.inject(request);
      expect(anonymous.json<{ code: number }>().code, `${route.url} anonymous`).toBe(ResultCode.unauthorized);
      const signedIn = await server.app.inject({ ...request, headers: bearer(plain) });
      expect(signedIn.json<{ code: number }>().code, `${route.url} as a user`).toBe(ResultCode.forbidden);
    }
  });
});
