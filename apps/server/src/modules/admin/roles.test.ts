import { ResultCode } from '@questline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { prodApi } from '../../test/api';
import { buildUser } from '../../test/factories';
import { adminSuite } from './adminKit.fixture';

/** Issue 35: support and finance roles, granted and taken back by a platform administrator, each audited. */
describe('platform roles', () => {
  let clerk: { id: number; userName: string };
  let clerkToken: string;
  const suite = adminSuite();
  beforeAll(async () => {
    const staff = await suite.person();
    clerk = staff;
    clerkToken = staff.token;
  });

  const call: ReturnType<typeof prodApi> = (...args) => prodApi(suite.server)(...args);
  const grant = (account: string, role: string) =>
    call('POST', '/admin/roles/grant', { token: suite.root, payload: { account, role } });
  const voucherList = (token: string) => call('GET', '/questline/financial/admin/offlinePayList', { token });

  it('opens the vouchers, products and invoices to finance staff and nothing else of the area', async () => {
    expect((await voucherList(clerkToken)).code).toBe(ResultCode.forbidden);
    expect((await grant(clerk.userName, 'finance')).code).toBe(ResultCode.ok);
    expect((await grant(clerk.userName, 'finance')).code).toBe(ResultCode.ok);
    expect((await call('GET', '/getInfo', { token: clerkToken })).data.roles).toEqual(['common', 'finance']);
    expect((await voucherList(clerkToken)).code).toBe(ResultCode.ok);
    expect((await call('GET', '/admin/users/list', { token: clerkToken })).code).toBe(ResultCode.forbidden);
    expect((await call('GET', '/admin/roles', { token: suite.root })).data).toEqual([
      expect.objectContaining({ userId: clerk.id, role: 'finance' }),
    ]);
    const audit = await call('GET', `/admin/audit/list?action=roleGrant&keyword=${clerk.userName}`, {
      token: suite.root,
    });
    expect(audit.total).toBe(1);

    const revoke = await call('POST', '/admin/roles/revoke', {
      token: suite.root,
      payload: { userId: clerk.id, role: 'finance' },
    });
    expect(revoke.code).toBe(ResultCode.ok);
    expect((await voucherList(clerkToken)).code).toBe(ResultCode.forbidden);
    const revoked = await call('GET', `/admin/audit/list?action=roleRevoke&keyword=${clerk.userName}`, {
      token: suite.root,
    });
    expect(revoked.rows[0]).toMatchObject({ before: { role: 'finance' } });
  });

  it('refuses an unknown account, an unknown role and a platform administrator, in the caller language', async () => {
    expect(await grant('nobody-here', 'finance')).toEqual({ code: ResultCode.fail, msg: 'No such user' });
    expect((await grant(clerk.userName, 'owner')).code).toBe(ResultCode.fail);
    const other = await buildUser(suite.server.database.db, { is_platform_admin: 1 });
    const admin = await call('POST', '/admin/roles/grant', {
      token: suite.root,
      payload: { account: other.userName, role: 'support' },
      language: 'zh-CN',
    });
    expect(admin).toEqual({ code: ResultCode.fail, msg: '平台管理员本来就能处理所有事务，无需授予角色' });
  });

  it('audits a support grant and its revocation, with the open work orders handed back', async () => {
    const helper = await buildUser(suite.server.database.db);
    const roles = (path: string, payload: object) => call('POST', path, { token: suite.root, payload });
    const support = { role: 'support' } as const;
    expect((await roles('/admin/roles/grant', { account: helper.userName, ...support })).code).toBe(ResultCode.ok);
    expect((await roles('/admin/roles/revoke', { userId: helper.id, ...support })).code).toBe(ResultCode.ok);
    const lines = (await call('GET', `/admin/audit/list?keyword=${helper.userName}`, { token: suite.root })).rows;
    expect(lines).toEqual([
      expect.objectContaining({ action: 'roleRevoke', before: { role: 'support' }, after: { ordersHandedBack: 0 } }),
      expect.objectContaining({ action: 'roleGrant', after: { role: 'support' } }),
    ]);
  });
});
