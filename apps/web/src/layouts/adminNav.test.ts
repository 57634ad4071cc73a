import { COMMON_ROLE, FINANCE_ROLE, PLATFORM_ADMIN_ROLE, SUPPORT_ROLE } from '@questline/contract';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../app/routeTable';
import { userInfoFixture } from '../test/fixtures/user';
import { adminNavEntries } from './adminNav';

const routesOf = (roles: string[], edition: 'saas' | 'self-hosted' = 'saas') =>
  adminNavEntries({ ...userInfoFixture(), roles, edition }).map((entry) => entry.route);

describe('the administration area navigation (issue 35)', () => {
  it('lists every page of the area to a platform administrator, at the paths they always had', () => {
    const areaPages = ROUTES.filter((route) => route.layout === 'admin').map((r) => r.name);
    expect(new Set(routesOf([PLATFORM_ADMIN_ROLE]))).toEqual(new Set(areaPages));
    const paths = adminNavEntries({ ...userInfoFixture(), roles: [PLATFORM_ADMIN_ROLE] }).map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(['/admin/announcements', '/updateLogManage', '/admin/invoices']));
    expect(paths[0]).toBe('/admin');
  });

  it('lists only the support desk to support staff, the money pages to finance staff, nothing to anyone else', () => {
    expect(routesOf([COMMON_ROLE, SUPPORT_ROLE])).toEqual(['supportDesk']);
    expect(routesOf([COMMON_ROLE, FINANCE_ROLE])).toEqual([
      'adminFinanceVouchers',
      'adminFinanceProducts',
      'adminInvoices',
    ]);
    expect(routesOf([COMMON_ROLE])).toEqual([]);
  });

  it('leaves out the pages a self-hosted installation does not offer (ADR 0103)', () => {
    const selfHosted = routesOf([PLATFORM_ADMIN_ROLE], 'self-hosted');
    expect(selfHosted).toContain('adminAnnouncements');
    expect(selfHosted).not.toContain('adminInvoices');
    expect(selfHosted).not.toContain('adminMall');
  });
});
