/**
 * Spec point 2, route by route. `name` keys the title (nav:route.<name>) and
 * the page module (pages.ts); `layout` picks the chrome around the page.
 */
export type Layout = 'portal' | 'main' | 'admin' | 'standalone';

export interface RouteEntry {
  name: RouteName;
  path: string;
  layout: Layout;
  /** Public routes need no token (spec point 2 "Public routes"). */
  isPublic: boolean;
  /** Platform administration (DESIGN.md "/admin/..."): the guard lets only platform administrators in. */
  platformAdmin?: boolean;
  /** The support desk (issue 31): support staff and platform administrators. */
  supportDesk?: boolean;
  /** The administration area's entry (issue 35): whoever holds a role there. */
  adminArea?: boolean;
  /** Vouchers, products and invoices (issue 35): finance staff and platform administrators. */
  financeDesk?: boolean;
}

const portal = (name: RouteName, path: string): RouteEntry => ({ name, path, layout: 'portal', isPublic: true });
const standalone = (name: RouteName, path: string, isPublic = true): RouteEntry => ({
  name,
  path,
  layout: 'standalone',
  isPublic,
});
const workspace = (name: RouteName, path: string): RouteEntry => ({ name, path, layout: 'main', isPublic: false });
/** Issue 35 (ADR 0128): the administration area's pages share one layout, inside the workspace, with one navigation. */
const area = (name: RouteName, path: string): RouteEntry => ({ name, path, layout: 'admin', isPublic: false });
const admin = (name: RouteName, path: string): RouteEntry => ({ ...area(name, path), platformAdmin: true });
const desk = (name: RouteName, path: string): RouteEntry => ({ ...area(name, path), supportDesk: true });
const money = (name: RouteName, path: string): RouteEntry => ({ ...area(name, path), financeDesk: true });

export const ROUTE_NAMES = [
  'home',
  'welcome',
  'functions',
  'deploylocally',
  'clientside',
  'price',
  'about',
  'updateLog',
  'shared',
  'knowledgeShared',
  'diskShared',
  'login',
  'register',
  'resetPassword',
  'MobileUpload',
  'backWeichat',
  'backQQ',
  'demo',
  'detailpage',
  'resourcesInfo',
  'bigScreenFull',
  'bigScreenInfo',
  'bindPhone',
  'index',
  'problem',
  'backlog',
  'backloguser',
  'bigScreen',
  'testLibrary',
  'test',
  'testing',
  'ChatGPT',
  'Midjourney',
  'MidjourneyRecharge',
  'resources',
  'resourcesList',
  'searchResourcesList',
  'myNetworkDisk',
  'invitation',
  'knowledgeBase',
  'libraryInfo',
  'team',
  'devTest',
  'insideDeployLocally',
  'woprocess',
  'UpgradeAccount',
  'UpgradeAccountPayment',
  'integralPage',
  'forpoint',
  'order',
  'orderInfo',
  'searchPage',
  'workorder',
  'Personal',
  'message',
  'PaymentSuccess',
  'renewPayment',
  'upgradePayment',
  'updateLogManage',
  'adminAnnouncements',
  'adminFinanceVouchers',
  'adminFinanceProducts',
  'adminInvoices',
  'join',
  'setPassword',
  'adminAccounts',
  'adminMall',
  'adminResources',
  'supportDesk',
  'admin',
  'adminAudit',
  'adminSettings',
  'adminRoles',
  'im',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

export const ROUTES: readonly RouteEntry[] = [
  portal('home', '/'),
  portal('home', '/home'),
  portal('welcome', '/welcome'),
  portal('functions', '/functions'),
  portal('deploylocally', '/deploylocally'),
  portal('clientside', '/clientside'),
  portal('price', '/price'),
  portal('about', '/about'),
  portal('updateLog', '/updateLog'),
  standalone('shared', '/shared'),
  standalone('shared', '/shared/*'),
  standalone('knowledgeShared', '/knowledgeShared'),
  standalone('knowledgeShared', '/knowledgeShared/*'),
  // Issue 32 (ADR 0116): shared network-disk files and folders, public like the spec's /knowledgeShared.
  standalone('diskShared', '/diskShared/*'),
  standalone('login', '/login'),
  standalone('register', '/register'),
  standalone('resetPassword', '/resetPassword'),
  standalone('MobileUpload', '/MobileUpload'),
  standalone('backWeichat', '/back/weichat'),
  standalone('backQQ', '/back/qq'),
  standalone('demo', '/demo'),
  standalone('detailpage', '/detailpage'),
  standalone('resourcesInfo', '/resourcesInfo'),
  standalone('bigScreenFull', '/bigScreenFull'),
  standalone('bigScreenInfo', '/bigScreenInfo'),
  standalone('bindPhone', '/bindPhone', false),
  // Issue 38 point 2 (ADR 0108): invitation links and set-password links, opened without a session.
  standalone('join', '/join/*'),
  standalone('setPassword', '/setPassword/*'),
  // Issue 33: the built-in chat, made for the messaging bubble's frame and to open alone in a tab.
  standalone('im', '/im', false),
  workspace('index', '/index'),
  workspace('problem', '/problem'),
  workspace('backlog', '/backlog'),
  workspace('backloguser', '/backloguser'),
  workspace('bigScreen', '/bigScreen'),
  workspace('testLibrary', '/testLibrary'),
  workspace('test', '/test'),
  workspace('testing', '/testing'),
  workspace('ChatGPT', '/ChatGPT'),
  workspace('Midjourney', '/Midjourney'),
  workspace('MidjourneyRecharge', '/MidjourneyRecharge'),
  workspace('resources', '/resources'),
  workspace('resourcesList', '/resourcesList'),
  workspace('searchResourcesList', '/searchResourcesList'),
  workspace('myNetworkDisk', '/myNetworkDisk'),
  workspace('invitation', '/invitation'),
  workspace('knowledgeBase', '/knowledgeBase'),
  workspace('libraryInfo', '/libraryInfo'),
  workspace('team', '/team'),
  workspace('devTest', '/devTest'),
  workspace('insideDeployLocally', '/inside/deployLocally'),
  workspace('woprocess', '/woprocess'),
  workspace('UpgradeAccount', '/user/UpgradeAccount'),
  workspace('UpgradeAccountPayment', '/user/UpgradeAccountPayment'),
  workspace('integralPage', '/user/integralPage'),
  workspace('forpoint', '/user/forpoint'),
  workspace('order', '/user/order'),
  workspace('orderInfo', '/user/orderInfo'),
  workspace('searchPage', '/user/searchPage'),
  workspace('workorder', '/user/workorder'),
  workspace('Personal', '/user/Personal'),
  workspace('message', '/user/message'),
  workspace('PaymentSuccess', '/user/PaymentSuccess'),
  workspace('renewPayment', '/user/renewPayment'),
  workspace('upgradePayment', '/user/upgradePayment'),
  // Issue 35 (ADR 0128): the administration area's entry; its pages keep the paths they had.
  { ...area('admin', '/admin'), adminArea: true },
  // Issue 12: the update log's editing, for platform administrators (not a spec route; ADR 0039).
  admin('updateLogManage', '/updateLogManage'),
  admin('adminAnnouncements', '/admin/announcements'),
  // Issue 16: the bank transfer review and the product catalogue (ADR 0039's administration routes).
  // Issue 35: finance staff work these as well as platform administrators.
  money('adminFinanceVouchers', '/admin/finance/vouchers'),
  money('adminFinanceProducts', '/admin/finance/products'),
  // Issue 16: invoices moved on by platform administrators (ADR 0072).
  money('adminInvoices', '/admin/invoices'),
  // Issue 38 point 2: accounts and invitation links made by the platform administrator (ADR 0108).
  admin('adminAccounts', '/admin/users'),
  // Issue 30: the points mall's commodities, points orders to ship and the points ledger (ADR 0112).
  admin('adminMall', '/admin/mall'),
  // Issue 32: the resource store's resources, covers and files (ADR 0117).
  admin('adminResources', '/admin/resources'),
  // Issue 35 (ADR 0128): every change made in the area, searchable, never edited.
  admin('adminAudit', '/admin/audit'),
  // Issue 35: the portal's settings, kept in the database for every instance.
  admin('adminSettings', '/admin/settings'),
  // Issue 35: who holds the support and finance roles.
  admin('adminRoles', '/admin/roles'),
  // Issue 31: the support desk's queue, figures, canned answers and staff (ADR 0113).
  desk('supportDesk', '/admin/workorders'),
];
