import { ResultCode } from '@questline/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createAccount } from '../joining/accountAdministration';
import { adminSuite } from './adminKit.fixture';

/** Issue 35: every change in the administration area leaves a line nobody can change, written with the change. */
describe('the audit log', () => {
  let rootName: string;
  let plain: string;
  const suite = adminSuite({ config: { publicUrl: 'https://q.example' } });
  beforeAll(async () => {
    rootName = suite.rootUser.userName;
    plain = (await suite.person()).token;
  });

  const call = async (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object) =>
    (
      await suite.server.app.inject({
        method,
        url: `/prod-api${url}`,
        remoteAddress: '203.0.113.7',
        headers: { language: 'en-US', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(payload ? { payload } : {}),
      })
    ).json<{ code: number; rows: Record<string, unknown>[]; total: number; data: { userId: number } }>();

  it('records who made an account, what it became, when and from where, and finds it by name', async () => {
    const made = await call('POST', '/admin/users/create', suite.root, { nickName: 'Audre', userName: 'audre.l' });
    expect(made.code).toBe(ResultCode.ok);
    const found = await call('GET', '/admin/audit/list?keyword=AUDRE', suite.root);
    expect(found.total).toBe(1);
    expect(found.rows[0]).toMatchObject({
      actorName: rootName,
      action: 'accountCreate',
      targetType: 'user',
      targetId: String(made.data.userId),
      targetLabel: 'audre.l',
      before: null,
      after: { userName: 'audre.l', nickName: 'Audre' },
      ip: '203.0.113.7',
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // The one-time link is a secret: the log says until when it works, never what it is.
    expect(JSON.stringify(found.rows[0])).not.toContain('setPassword');

    await call('POST', '/admin/users/passwordLink', suite.root, { userId: made.data.userId });
    const byAction = await call('GET', '/admin/audit/list?keyword=audre&action=accountPasswordLink', suite.root);
    expect(byAction.rows.map((row) => row.action)).toEqual(['accountPasswordLink']);
    expect((await call('GET', '/admin/audit/list?action=nonsense', suite.root)).code).toBe(ResultCode.fail);
  });

  it('is read by platform administrators only', async () => {
    expect((await call('GET', '/admin/audit/list', plain)).code).toBe(ResultCode.forbidden);
    expect((await call('GET', '/admin/audit/list', undefined)).code).toBe(ResultCode.unauthorized);
  });

  it('is written in the change’s own transaction: a line that cannot be written undoes the change', async () => {
    const deps = { db: suite.server.database.db, config: loadConfig({ LOG_LEVEL: 'silent' }), now: () => new Date() };
    const failing = createAccount(deps, {
      actor: { actorId: 987_654_321, ip: '203.0.113.8' },
      body: { nickName: 'Ghost', userName: 'ghost.w', email: '', phonenumber: '' },
    });
    await expect(failing).rejects.toThrow();
    const { db } = suite.server.database;
    expect(await db.selectFrom('users').select('id').where('user_name', '=', 'ghost.w').execute()).toEqual([]);
  });

  it('refuses to change or remove a line in the database itself, on either dialect', async () => {
    const { db } = suite.server.database;
    await expect(db.updateTable('audit_log').set({ ip: '0.0.0.0' }).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    const { count } = await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThan(0);
    expect((await db.selectFrom('audit_log').select('ip').execute()).map((row) => row.ip)).not.toContain('0.0.0.0');
    if (suite.server.database.dialect === 'postgres') {
      await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/append-only/);
    }
  });

  it('has no route that changes or removes a line', () => {
    const writes = suite.server.app.routeAccess.filter(
      (route) => route.url.includes('/admin/audit') && route.method !== 'GET' && route.method !== 'HEAD',
    );
    expect(writes).toEqual([]);
  });
});
