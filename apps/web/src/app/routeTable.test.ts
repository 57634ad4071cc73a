import { describe, expect, it } from 'vitest';
import { ROUTES, ROUTE_NAMES } from './routeTable';

const byPath = (path: string) => ROUTES.find((route) => route.path === path);

describe('route table (spec point 2)', () => {
  it('has the public routes, none of which needs a token', () => {
    const publicPaths = [
      '/',
      '/home',
      '/welcome',
      '/functions',
      '/deploylocally',
      '/clientside',
      '/price',
      '/about',
      '/updateLog',
      '/shared',
      '/shared/*',
      '/knowledgeShared',
      '/knowledgeShared/*',
      '/diskShared/*',
      '/login',
      '/register',
      '/resetPassword',
      '/MobileUpload',
      '/back/weichat',
      '/back/qq',
      '/demo',
      '/detailpage',
      '/resourcesInfo',
      '/bigScreenFull',
      '/bigScreenInfo',
      // Issue 38 point 2 (ADR 0108): invitation and set-password links, opened before anyone has a session.
      '/join/*',
      '/setPassword/*',
    ];
    expect(ROUTES.filter((route) => route.isPublic).map((route) => route.path)).toEqual(publicPaths);
  });

  it('puts the eight portal pages and the self-hosted `/` page (ADR 0103) in the portal layout', () => {
    expect(ROUTES.filter((route) => route.layout === 'portal').map((route) => route.path)).toEqual([
      '/',
      '/home',
      '/welcome',
      '/functions',
      '/deploylocally',
      '/clientside',
      '/price',
      '/about',
      '/updateLog',
    ]);
  });

  it('makes /bindPhone a standalone page that needs a token', () => {
    expect(byPath('/bindPhone')).toMatchObject({ layout: 'standalone', isPublic: false });
  });

  it('has every workspace and /user page in the main layout behind the guard', () => {
    const workspace = ROUTES.filter((route) => route.layout === 'main');
    expect(workspace.every((route) => !route.isPublic)).toBe(true);
    for (const path of [
      '/index',
      '/problem',
      '/backlog',
      '/inside/deployLocally',
      '/user/Personal',
      '/user/upgradePayment',
      '/woprocess',
    ]) {
      expect(byPath(path), path).toMatchObject({ layout: 'main' });
    }
    expect(workspace.filter((route) => route.path.startsWith('/user/'))).toHaveLength(13);
  });

  it('puts every /admin page in the administration area, guarded, at the paths they always had (issue 35)', () => {
    const area = ROUTES.filter((route) => route.layout === 'admin');
    expect(
      area.every(
        (route) =>
          !route.isPublic && (route.platformAdmin || route.supportDesk || route.financeDesk || route.adminArea),
      ),
    ).toBe(true);
    expect(area.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/admin', '/updateLogManage', '/admin/users', '/admin/workorders']),
    );
    expect(ROUTES.filter((route) => route.layout !== 'admin' && route.path.startsWith('/admin'))).toEqual([]);
  });

  it('has no path twice and uses every route name', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(ROUTES.map((route) => route.name))).toEqual(new Set(ROUTE_NAMES));
  });
});
