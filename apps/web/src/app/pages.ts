import type { ComponentType } from 'react';
import type { RouteName } from './routeTable';

/**
 * Each route's page module, loaded on demand. Apart from the route table, which pages import (the administration
 * area's navigation reads the table), so that no page imports the module that loads it (ADR 0138).
 */
export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

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
