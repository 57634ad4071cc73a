import { ResultCode, hasProjectRole, type ProjectRole } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PermissionCases, type ProjectWorld, type WorldUser, buildProjectWorld } from '../../test/projectWorld';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { projectModulePermissionCases } from '../projectModules/permissionCases';
import { projectSettingsPermissionCases } from './permissionCases';

const cases: PermissionCases = { ...projectModulePermissionCases, ...projectSettingsPermissionCases };
const mine = /^\/prod-api\/questline\/(projectModule|projectVersion|projectGroup|iterationStage|projectNotice)\b/;

/**
 * Spec point 6 and DOMAIN.md 401/403/404 for the module and settings routes, until the lead's matrix
 * (http/projectPermissions.test.ts) covers every domain: anonymous 401, outsider 404 without project data,
 * member 403 on admin routes, and the lowest allowed role gets a real answer.
 */
describe('project modules and settings permissions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());

  it('every module and settings route has a case, and every case a route', () => {
    const routes = server.app.routeAccess
      .filter((route) => route.method !== 'HEAD' && mine.test(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(routes.sort()).toEqual(Object.keys(cases).sort());
    for (const route of server.app.routeAccess.filter((entry) => mine.test(entry.url))) {
      expect(route.access, route.url).toMatch(/^project:/);
    }
  });

  const levelOf = (key: string): ProjectRole => {
    const [method, url] = key.split(' ');
    const entry = server.app.routeAccess.find((route) => route.method === method && route.url === url);
    return (entry?.access ?? 'project:owner').replace('project:', '') as ProjectRole;
  };

  it.each(Object.keys(cases))('%s', async (key) => {
    const build = cases[key];
    if (!build) throw new Error(key);
    const level = levelOf(key);
    /** The case on a fresh world, as the chosen person (nobody: no Authorization header). */
    const send = async (who?: (world: ProjectWorld) => WorldUser) => {
      const world = await buildProjectWorld(server.database.db);
      const user = who?.(world);
      const response = await server.app.inject({ ...build(world), headers: user ? bearer(user.token) : {} });
      const json = String(response.headers['content-type']).includes('json');
      return {
        status: response.statusCode,
        body: json ? response.json<{ code: number; data?: unknown }>() : undefined,
      };
    };

    expect((await send()).body?.code).toBe(ResultCode.unauthorized);
    const outsider = await send((w) => w.outsider);
    expect(outsider.body).toEqual({ code: ResultCode.notFound, msg: expect.any(String) });
    const member = await send((w) => w.member);
    if (!hasProjectRole('member', level)) expect(member.body?.code).toBe(ResultCode.forbidden);

    const lowest = await send((w) => ({ member: w.member, admin: w.admin, owner: w.owner })[level]);
    expect(lowest.status).toBe(200);
    if (lowest.body) expect(lowest.body.code).toBe(ResultCode.ok);
  });
});
