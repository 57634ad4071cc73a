import type { ComponentType } from 'react';

/**
 * Spec point 2, route by route. `name` keys the title (nav:route.<name>) and
 * the page module; `layout` picks the chrome around the page.
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

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

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

/** Every route's page: the type makes a route without one a compile error. */
export const PAGES: Record<RouteName, PageLoader> = {
  login: () => import('../features/account/LoginPage'),
  register: () => import('../features/account/RegisterPage'),
  resetPassword: () => import('../features/account/ResetPasswordPage'),
  bindPhone: () => import('../features/account/BindPhonePage'),
  backWeichat: () => import('../features/account/BackWeichatPage'),
  backQQ: () => import('../features/account/BackQQPage'),
  Personal: () => import('../features/profile/PersonalPage'),
  index: () => import('../features/projects/ProjectsPage'),
  team: () => import('../features/teams/TeamPage'),
  shared: () => import('../features/issues/share/SharedIssuePage'),
  problem: () => import('../features/issues/list/ProblemPage'),
  testLibrary: () => import('../features/testing/library/TestLibraryPage'),
  test: () => import('../features/testing/tasks/TestPage'),
  home: () => import('../features/portal/HomePage'),
  welcome: () => import('../features/portal/WelcomePage'),
  functions: () => import('../features/portal/FunctionsPage'),
  price: () => import('../features/portal/PricePage'),
  about: () => import('../features/portal/AboutPage'),
  updateLog: () => import('../features/portal/UpdateLogPage'),
  deploylocally: () => import('../features/portal/DeployLocallyPage'),
  clientside: () => import('../features/portal/ClientSidePage'),
  insideDeployLocally: () => import('../features/portal/InsideDeployLocallyPage'),
  updateLogManage: () => import('../features/portal/UpdateLogManagePage'),
  knowledgeBase: () => import('../features/knowledge/KnowledgeBasePage'),
  libraryInfo: () => import('../features/knowledge/LibraryInfoPage'),
  knowledgeShared: () => import('../features/knowledge/SharedKnowledgePage'),
  MobileUpload: () => import('../features/mobileUpload/MobileUploadPage'),
  backlog: () => import('../features/todos/BacklogPage'),
  backloguser: () => import('../features/todos/BacklogUserPage'),
  message: () => import('../features/notices/MessagePage'),
  adminAnnouncements: () => import('../features/admin/announcements/AnnouncementsPage'),
  bigScreen: () => import('../features/bigScreen/BigScreenPage'),
  bigScreenFull: () => import('../features/bigScreen/BigScreenFullPage'),
  bigScreenInfo: () => import('../features/bigScreen/BigScreenInfoPage'),
  UpgradeAccount: () => import('../features/finance/UpgradeAccountPage'),
  UpgradeAccountPayment: () => import('../features/finance/PlanPaymentPage'),
  upgradePayment: () => import('../features/finance/PlanPaymentPage'),
  renewPayment: () => import('../features/finance/RenewPaymentPage'),
  PaymentSuccess: () => import('../features/finance/PaymentSuccessPage'),
  order: () => import('../features/finance/OrdersPage'),
  orderInfo: () => import('../features/finance/OrderInfoPage'),
  adminFinanceVouchers: () => import('../features/admin/finance/VoucherReviewPage'),
  adminFinanceProducts: () => import('../features/admin/finance/ProductsPage'),
  adminInvoices: () => import('../features/admin/finance/InvoiceReviewPage'),
  join: () => import('../features/account/JoinPage'),
  setPassword: () => import('../features/account/SetPasswordPage'),
  devTest: () => import('../features/devTest/DevTestPage'),
  adminAccounts: () => import('../features/admin/accounts/AccountsPage'),
  invitation: () => import('../features/points/InvitationPage'),
  integralPage: () => import('../features/points/mall/IntegralPage'),
  forpoint: () => import('../features/points/mall/PointsOrdersPage'),
  adminMall: () => import('../features/admin/mall/MallAdminPage'),
  adminResources: () => import('../features/admin/resources/ResourcesAdminPage'),
  supportDesk: () => import('../features/admin/workOrders/SupportDeskPage'),
  workorder: () => import('../features/workOrders/WorkOrderListPage'),
  woprocess: () => import('../features/workOrders/WorkOrderPage'),
  myNetworkDisk: () => import('../features/disk/NetworkDiskPage'),
  // Issue 34 (ADR 0122): the interface tester, built in rather than an outside tool.
  testing: () => import('../features/apiTesting/ApiTestingPage'),
  diskShared: () => import('../features/disk/SharedDiskPage'),
  resources: () => import('../features/resources/ResourcesPage'),
  resourcesList: () => import('../features/resources/ResourcesListPage'),
  searchResourcesList: () => import('../features/resources/SearchResourcesListPage'),
  resourcesInfo: () => import('../features/resources/ResourcesInfoPage'),
  demo: () => import('../features/demo/DemoPage'),
  detailpage: () => import('../features/detail/DetailPage'),
  ChatGPT: () => import('../features/ai/ChatPage'),
  Midjourney: () => import('../features/ai/DrawPage'),
  MidjourneyRecharge: () => import('../features/ai/RechargePage'),
  searchPage: () => import('../features/search/SearchPage'),
  admin: () => import('../features/admin/AdminHomePage'),
  adminAudit: () => import('../features/admin/audit/AuditLogPage'),
  adminSettings: () => import('../features/admin/settings/SettingsPage'),
  adminRoles: () => import('../features/admin/roles/RolesPage'),
  im: () => import('../features/im/page/ImPage'),
};

export function pageLoader(name: RouteName): PageLoader {
  return PAGES[name];
}
