import { ResultCode } from '@questline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/server';
import { adminSuite } from './adminKit.fixture';

/**
 * Issue 35: every call of the administration area refuses whoever does not hold its role, before reading a body:
 * 401 without a session, 403 to a signed-in person (the access hook's answers), whatever the call.
 */
describe('the administration area refuses others', () => {
  let plain: string;
  const suite = adminSuite();
  beforeAll(async () => {
    plain = (await suite.person()).token;
  });

  it('at every call of the area, and every /admin call is one', async () => {
    const levels = ['platformAdmin', 'support', 'finance'];
    const area = suite.server.app.routeAccess.filter(
      (route) => route.access !== undefined && levels.includes(route.access) && route.method !== 'HEAD',
    );
    expect(area.length).toBeGreaterThan(30);
    const adminPaths = suite.server.app.routeAccess.filter((route) => route.url.startsWith('/prod-api/admin/'));
    expect(adminPaths.filter((route) => !area.includes(route) && route.method !== 'HEAD')).toEqual([]);
    for (const route of area) {
      const request = { method: route.method as 'GET' | 'POST', url: route.url.replace(/:\w+/g, '1') };
      const anonymous = await suite.server.app.inject(request);
      expect(anonymous.json<{ code: number }>().code, `${route.url} anonymous`).toBe(ResultCode.unauthorized);
      const signedIn = await suite.server.app.inject({ ...request, headers: bearer(plain) });
      expect(signedIn.json<{ code: number }>().code, `${route.url} as a user`).toBe(ResultCode.forbidden);
    }
  });
});
