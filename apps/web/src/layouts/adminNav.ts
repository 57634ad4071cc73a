import { type GetInfoData, offersPage } from '@questline/contract';
import { isPlatformAdmin, worksFinance, worksSupportDesk } from '../app/guard';
import { ROUTES, type RouteName } from '../app/routeTable';

/** One entry of the administration area's navigation: a page of the area, titled like its route. */
export interface AdminNavEntry {
  route: RouteName;
  path: string;
  /** The entry's words in the nav namespace: the route's title, but "Dashboard" for the area's own page. */
  label: string;
}

/**
 * The area's pages in the navigation's order (issue 35): the dashboard, people, then what is published, then money and the
 * stores, the support desk, and the audit log of it all. Each keeps the path it had, so links and journeys that use it still work.
 */
const ORDER: readonly RouteName[] = [
  'admin',
  'adminAccounts',
  'adminAnnouncements',
  'updateLogManage',
  'adminFinanceVouchers',
  'adminFinanceProducts',
  'adminInvoices',
  'adminMall',
  'adminResources',
  'supportDesk',
  'adminSettings',
  'adminRoles',
  'adminAudit',
];

/** May this person open this page of the area? The same flags the route guard reads. */
function opens(name: RouteName, info: GetInfoData): boolean {
  const entry = ROUTES.find((route) => route.name === name);
  if (!entry) return false;
  // The area's own page is the dashboard only to platform administrators; it sends others on.
  if (entry.platformAdmin || entry.adminArea) return isPlatformAdmin(info);
  if (entry.financeDesk) return worksFinance(info);
  return entry.supportDesk ? worksSupportDesk(info) : false;
}

/** The pages this person may open here, without those a self-hosted installation does not offer (ADR 0103). */
export function adminNavEntries(info: GetInfoData): AdminNavEntry[] {
  return ORDER.flatMap((name) => {
    const path = ROUTES.find((route) => route.name === name)?.path;
    if (!path || !opens(name, info) || !offersPage(info.edition, path)) return [];
    return [{ route: name, path, label: name === 'admin' ? 'menu.adminDashboard' : `route.${name}` }];
  });
}
