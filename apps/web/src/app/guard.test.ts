import { describe, expect, it, vi } from 'vitest';
import { FINANCE_ROLE, PLATFORM_ADMIN_ROLE, SUPPORT_ROLE } from '@questline/contract';
import { userInfoFixture } from '../test/fixtures/user';
import { type GuardDeps, guard } from './guard';

const info = (phonenumber = '13800000000') => userInfoFixture({ phonenumber });

function deps(overrides: Partial<GuardDeps> = {}): GuardDeps {
  return {
    token: () => 'token',
    loadedUser: () => null,
    loadUser: vi.fn(async () => info()),
    clearSession: vi.fn(),
    toastError: vi.fn(),
    ...overrides,
  };
}

const workspace = { name: 'problem', isPublic: false, fullPath: '/problem?projectId=3#top' };

describe('route guard (spec point 2 "Route guard", point 4 "Session")', () => {
  it('sends a visitor without a token to /login with the wanted full path', async () => {
    const outcome = await guard(workspace, deps({ token: () => undefined }));
    expect(outcome).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fproblem%3FprojectId%3D3%23top' });
  });

  it('lets anyone through a public route', async () => {
    const d = deps({ token: () => undefined });
    expect(await guard({ name: 'price', isPublic: true, fullPath: '/price' }, d)).toEqual({ kind: 'allow' });
    expect(d.loadUser).not.toHaveBeenCalled();
  });

  it('sends a logged-in user visiting /login to /', async () => {
    expect(await guard({ name: 'login', isPublic: true, fullPath: '/login' }, deps())).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('loads the user info on the first guarded navigation only', async () => {
    const first = deps();
    expect(await guard(workspace, first)).toEqual({ kind: 'allow' });
    expect(first.loadUser).toHaveBeenCalledTimes(1);
    const later = deps({ loadedUser: () => info() });
    expect(await guard(workspace, later)).toEqual({ kind: 'allow' });
    expect(later.loadUser).not.toHaveBeenCalled();
  });

  it('goes to /login (and forgets the token) when the user info comes back empty', async () => {
    const d = deps({ loadUser: async () => undefined });
    expect(await guard(workspace, d)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fproblem%3FprojectId%3D3%23top',
    });
    expect(d.clearSession).toHaveBeenCalled();
  });

  it('clears the session, shows the error and goes to / when the user info fails', async () => {
    const d = deps({
      loadUser: async () => {
        throw new Error('boom');
      },
    });
    expect(await guard(workspace, d)).toEqual({ kind: 'redirect', to: '/' });
    expect(d.clearSession).toHaveBeenCalled();
    expect(d.toastError).toHaveBeenCalledWith('boom');
  });

  it('sends a user without a phone number to /bindPhone at start-up', async () => {
    const d = deps({ loadUser: async () => info('') });
    expect(await guard(workspace, d)).toEqual({ kind: 'redirect', to: '/bindPhone' });
    expect(
      await guard(
        { name: 'bindPhone', isPublic: false, fullPath: '/bindPhone' },
        deps({ loadUser: async () => info('') }),
      ),
    ).toEqual({
      kind: 'allow',
    });
  });

  it('lets in whoever the server does not ask to bind a phone: the administrator, people who joined by link (ADR 0108)', async () => {
    const admin = { ...info(''), roles: ['admin'], bindPhoneRequired: false };
    expect(await guard(workspace, deps({ loadUser: async () => admin }))).toEqual({ kind: 'allow' });
    const joinedByLink = { ...info(''), bindPhoneRequired: false };
    expect(await guard(workspace, deps({ loadUser: async () => joinedByLink }))).toEqual({ kind: 'allow' });
    const common = { ...info(''), roles: ['common'] };
    expect(await guard(workspace, deps({ loadUser: async () => common }))).toEqual({
      kind: 'redirect',
      to: '/bindPhone',
    });
  });

  it('lets only platform administrators into /admin pages, loaded or not (issue 11)', async () => {
    const target = {
      name: 'adminAnnouncements',
      isPublic: false,
      platformAdmin: true,
      fullPath: '/admin/announcements',
    };
    const admin = { ...userInfoFixture(), roles: [PLATFORM_ADMIN_ROLE] };
    expect(await guard(target, deps())).toEqual({ kind: 'redirect', to: '/index' });
    expect(await guard(target, deps({ loadedUser: () => info() }))).toEqual({ kind: 'redirect', to: '/index' });
    expect(await guard(target, deps({ loadUser: vi.fn(async () => admin) }))).toEqual({ kind: 'allow' });
    expect(await guard(target, deps({ loadedUser: () => admin }))).toEqual({ kind: 'allow' });
  });

  it('lets support staff and platform administrators into the support desk, nobody else (issue 31)', async () => {
    const target = { name: 'supportDesk', isPublic: false, supportDesk: true, fullPath: '/admin/workorders' };
    const support = { ...userInfoFixture(), roles: ['common', SUPPORT_ROLE] };
    const admin = { ...userInfoFixture(), roles: [PLATFORM_ADMIN_ROLE] };
    expect(await guard(target, deps({ loadedUser: () => info() }))).toEqual({ kind: 'redirect', to: '/index' });
    expect(await guard(target, deps({ loadedUser: () => support }))).toEqual({ kind: 'allow' });
    expect(await guard(target, deps({ loadedUser: () => admin }))).toEqual({ kind: 'allow' });
    const adminPage = { ...target, supportDesk: false, platformAdmin: true };
    expect(await guard(adminPage, deps({ loadedUser: () => support }))).toEqual({ kind: 'redirect', to: '/index' });
  });

  it('lets whoever holds a role in the administration area through its entry, nobody else (issue 35)', async () => {
    const target = { name: 'admin', isPublic: false, adminArea: true, fullPath: '/admin' };
    const support = { ...userInfoFixture(), roles: ['common', SUPPORT_ROLE] };
    const admin = { ...userInfoFixture(), roles: [PLATFORM_ADMIN_ROLE] };
    expect(await guard(target, deps({ loadedUser: () => info() }))).toEqual({ kind: 'redirect', to: '/index' });
    expect(await guard(target, deps({ loadedUser: () => support }))).toEqual({ kind: 'allow' });
    expect(await guard(target, deps({ loadedUser: () => admin }))).toEqual({ kind: 'allow' });
  });

  it('lets finance staff and platform administrators onto the money pages, nobody else (issue 35)', async () => {
    const target = { name: 'adminInvoices', isPublic: false, financeDesk: true, fullPath: '/admin/invoices' };
    const finance = { ...userInfoFixture(), roles: ['common', FINANCE_ROLE] };
    const support = { ...userInfoFixture(), roles: ['common', SUPPORT_ROLE] };
    expect(await guard(target, deps({ loadedUser: () => finance }))).toEqual({ kind: 'allow' });
    expect(await guard(target, deps({ loadedUser: () => support }))).toEqual({ kind: 'redirect', to: '/index' });
    const entry = { name: 'admin', isPublic: false, adminArea: true, fullPath: '/admin' };
    expect(await guard(entry, deps({ loadedUser: () => finance }))).toEqual({ kind: 'allow' });
  });
});
