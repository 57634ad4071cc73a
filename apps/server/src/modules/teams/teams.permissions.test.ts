import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeamMember, buildDept, buildUser } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';
import { type TeamCast, teamCall, teamCast } from '../../test/teams';

interface Context extends TeamCast {
  deptId: number;
  otherDeptId: number;
  /** A plain member the managing calls act on. */
  targetId: number;
  /** The phone of a user in no team. */
  freePhone: string;
}

interface Case {
  data: (ctx: Context) => Record<string, unknown>;
  /** Owner-only although declared team:admin: an admin gets 403 as well, the owner is allowed. */
  ownerOnly?: boolean;
  /** Makes the allowed call succeed where a rule would refuse it (deleting needs an empty team). */
  prepareAllowed?: (ctx: Context, server: TestServer) => Promise<void>;
}

const BASE = '/prod-api/questline/team/';

/**
 * Every team route, keyed "METHOD url". A new `team:*` route without an entry fails the first test, so it
 * cannot ship without being held to the matrix (DESIGN.md "Object-level authorization", DOMAIN.md 401/403/404).
 */
const cases: Record<string, Case> = {
  'POST /prod-api/questline/team/updateTeam': { data: (ctx) => ({ teamId: ctx.teamId, name: 'Renamed' }) },
  'POST /prod-api/questline/team/deleteTeam': {
    data: (ctx) => ({ teamId: ctx.teamId }),
    ownerOnly: true,
    async prepareAllowed(ctx, server) {
      const { db } = server.database;
      await db.deleteFrom('team_members').where('team_id', '=', ctx.teamId).where('role', '!=', 'owner').execute();
      await db.deleteFrom('team_departments').where('team_id', '=', ctx.teamId).execute();
    },
  },
  'GET /prod-api/questline/team/deptTree': { data: (ctx) => ({ teamId: ctx.teamId }) },
  'POST /prod-api/questline/team/addDept': {
    data: (ctx) => ({ teamId: ctx.teamId, parentId: ctx.deptId, name: 'New dept' }),
  },
  'POST /prod-api/questline/team/updateDept': {
    data: (ctx) => ({ teamId: ctx.teamId, deptId: ctx.deptId, name: 'Renamed dept' }),
  },
  'POST /prod-api/questline/team/moveDept': {
    data: (ctx) => ({ teamId: ctx.teamId, deptId: ctx.otherDeptId, parentId: ctx.deptId, index: 0 }),
  },
  'POST /prod-api/questline/team/deleteDept': { data: (ctx) => ({ teamId: ctx.teamId, deptId: ctx.otherDeptId }) },
  'GET /prod-api/questline/team/memberList': { data: (ctx) => ({ teamId: ctx.teamId, deptId: ctx.deptId }) },
  'POST /prod-api/questline/team/addMember': { data: (ctx) => ({ teamId: ctx.teamId, phone: ctx.freePhone }) },
  'POST /prod-api/questline/team/batchAddMember': {
    data: (ctx) => ({ teamId: ctx.teamId, phoneArr: [ctx.freePhone] }),
  },
  'POST /prod-api/questline/team/moveMember': {
    data: (ctx) => ({ teamId: ctx.teamId, userId: ctx.targetId, deptId: ctx.otherDeptId }),
  },
  'POST /prod-api/questline/team/setMemberRole': {
    data: (ctx) => ({ teamId: ctx.teamId, userId: ctx.targetId, role: 'admin' }),
  },
  'POST /prod-api/questline/team/removeMember': { data: (ctx) => ({ teamId: ctx.teamId, userId: ctx.targetId }) },
  'POST /prod-api/questline/team/quitTeam': { data: (ctx) => ({ teamId: ctx.teamId }) },
};

describe('team routes permission matrix (issue 8)', () => {
  let server: TestServer;
  let teamRoutes: { key: string; method: 'GET' | 'POST'; path: string; access: string }[];
  let phoneSeq = 0;

  beforeAll(async () => {
    server = await getTestServer();
    teamRoutes = server.app.routeAccess
      .filter((route) => route.access?.startsWith('team:') && route.method !== 'HEAD')
      .map((route) => ({
        key: `${route.method} ${route.url}`,
        method: route.method as 'GET' | 'POST',
        path: route.url.slice(BASE.length),
        access: route.access ?? '',
      }));
  });
  afterAll(() => server.close());

  /** A fresh team per call, so that destructive calls (delete, remove, quit) never affect the next one. */
  async function context(): Promise<Context> {
    const { db } = server.database;
    const cast = await teamCast(server);
    const deptId = await buildDept(db, { teamId: cast.teamId, name: 'Hidden dept' });
    const otherDeptId = await buildDept(db, { teamId: cast.teamId, name: 'Empty dept' });
    const target = await buildUser(db, { phone: `1350000${String(phoneSeq++).padStart(4, '0')}` });
    await addTeamMember(db, { teamId: cast.teamId, userId: target.id, deptId });
    const freePhone = `1340000${String(phoneSeq++).padStart(4, '0')}`;
    await buildUser(db, { phone: freePhone });
    return { ...cast, deptId, otherDeptId, targetId: target.id, freePhone };
  }

  function call(route: (typeof teamRoutes)[number], ctx: Context, token: string | undefined) {
    const data = cases[route.key]?.data(ctx) ?? {};
    return teamCall(server, { token, method: route.method, path: route.path, data });
  }

  it('every team:* route has a case, and every case names a team:* route', () => {
    expect(teamRoutes.length).toBeGreaterThanOrEqual(14);
    expect(teamRoutes.map((route) => route.key).filter((key) => !(key in cases))).toEqual([]);
    expect(Object.keys(cases).filter((key) => !teamRoutes.some((route) => route.key === key))).toEqual([]);
  });

  it('anonymous callers get 401 on every team route', async () => {
    for (const route of teamRoutes) {
      const response = await call(route, await context(), undefined);
      expect(response.json().code, route.key).toBe(401);
    }
  });

  it('a non-member gets 404 with nothing of the team in the answer, and nothing changes', async () => {
    for (const route of teamRoutes) {
      const ctx = await context();
      const response = await call(route, ctx, ctx.stranger.token);
      expect(response.json(), route.key).toEqual({ code: 404, msg: '访问资源不存在' });
      expect(response.body).not.toMatch(/Secret squad|Hidden dept|13500/);
      const members = await server.database.db
        .selectFrom('team_members')
        .select('user_id')
        .where('team_id', '=', ctx.teamId)
        .execute();
      expect(members, route.key).toHaveLength(4);
    }
  });

  it('a plain member reads (team:member) and gets 403 on managing routes (team:admin)', async () => {
    for (const route of teamRoutes) {
      const ctx = await context();
      const response = await call(route, ctx, ctx.member.token);
      expect(response.json().code, route.key).toBe(route.access === 'team:member' ? 200 : 403);
    }
  });

  it('an admin is allowed everywhere except owner-only routes, where the owner is', async () => {
    for (const route of teamRoutes) {
      const entry = cases[route.key];
      const ctx = await context();
      if (entry?.ownerOnly) {
        expect((await call(route, ctx, ctx.admin.token)).json().code, route.key).toBe(403);
        await entry.prepareAllowed?.(ctx, server);
        expect((await call(route, ctx, ctx.owner.token)).json().code, route.key).toBe(200);
        continue;
      }
      await entry?.prepareAllowed?.(ctx, server);
      expect((await call(route, ctx, ctx.admin.token)).json().code, route.key).toBe(200);
    }
  });
});
