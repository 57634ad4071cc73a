import type { ServiceAddresses } from '../accountApi';
import type { DownloadEntry } from '../portalApi';

/**
 * Issue 35 (ADR 0128): the administration area's calls. Paths and answers only; the bodies' zod schemas are in
 * adminSchemas.ts, which the pages do not download (ADR 0091).
 */
export const ADMIN_PATHS = {
  /** GET ?pageNum&pageSize&keyword&action: the audit log, newest first; rows of AuditEntry. */
  auditLog: '/admin/audit/list',
  /** GET ?userId: AdminUserDetail. The list and the set-password link are the accounts' calls (JOIN_PATHS). */
  userDetail: '/admin/users/detail',
  /** POST {userId}: keeps the person out; every session of theirs ends at once, open tabs included. */
  disableUser: '/admin/users/disable',
  /** POST {userId}: lets them sign in again. */
  enableUser: '/admin/users/enable',
  /** POST {userId, sessionId}: ends one session. */
  endUserSession: '/admin/users/endSession',
  /** POST ChangePlanBody: sets the plan and its end, with the reason the audit log keeps. */
  changeUserPlan: '/admin/users/plan',
  /** GET: AdminSettings, what the installation uses now and whether it is saved or the environment's default. */
  settings: '/admin/settings',
  /** POST PortalSettingsBody: saved in system_settings; every instance serves it from the next request. */
  savePortalSettings: '/admin/settings/portal',
  /** POST ServiceAddressesBody: the addresses getInfo hands to the web app (spec point 3), for every instance. */
  saveAddressSettings: '/admin/settings/addresses',
  /** GET: AdminDashboard. */
  dashboard: '/admin/dashboard',
  /** GET: every holder of a platform role, PlatformRoleHolder[]. */
  roles: '/admin/roles',
  /** POST GrantRoleBody: the account named by user name or phone gets the role. */
  grantRole: '/admin/roles/grant',
  /** POST {userId, role}: the role goes; support staff's open orders go back to the queue. */
  revokeRole: '/admin/roles/revoke',
} as const;

/**
 * Issue 35: finance staff review transfer vouchers, keep the product catalogue and move invoices, beside the support
 * role of ADR 0113. Both are rows of platform_roles that a platform administrator grants.
 */
export const FINANCE_ROLE = 'finance';
export const PLATFORM_STAFF_ROLES = ['support', 'finance'] as const;
export type PlatformStaffRole = (typeof PLATFORM_STAFF_ROLES)[number];

export interface PlatformRoleHolder {
  userId: number;
  userName: string;
  nickName: string;
  role: PlatformStaffRole;
  grantedBy: string | null;
  createTime: string;
}

/** The dashboard's series: issues by week, orders and revenue by month, oldest first. */
export const DASHBOARD_WEEKS = 8;
export const DASHBOARD_MONTHS = 6;

/** The installation at a glance (issue 35), each figure an aggregate query. */
export interface AdminDashboard {
  users: number;
  /** People with a session begun or renewed in the last 7 days. */
  activeUsers7d: number;
  projects: number;
  /** `start`: the week's first day (UTC, weeks of 7 days ending today). */
  issuesPerWeek: { start: string; count: number }[];
  /** Bytes of every stored file the database records a size for. */
  storageBytes: number;
  /** `month`: YYYY-MM (UTC); paid orders by the time they were paid. */
  ordersPerMonth: { month: string; orders: number; revenueFen: number }[];
  openWorkOrders: number;
}

/** What an audit entry records having been done; each has its words in the web's admin namespace. */
export const AUDIT_ACTIONS = [
  'accountCreate',
  'accountPasswordLink',
  'userDisable',
  'userEnable',
  'userEndSession',
  'userPlan',
  'settingsUpdate',
  'roleGrant',
  'roleRevoke',
  'voucherApprove',
  'voucherReject',
  'productCreate',
  'productEdit',
  'invoiceMove',
  'announcementCreate',
  'announcementEdit',
  'announcementPublish',
  'announcementWithdraw',
  'announcementDelete',
  'updateLogCreate',
  'updateLogEdit',
  'updateLogDelete',
  'pointsAdjust',
  'pointsAmend',
  'pointsReverse',
  'commodityCreate',
  'commodityEdit',
  'mallOrderShip',
  'resourceCreate',
  'resourceEdit',
  'resourceDelete',
  'resourceFileAdd',
  'resourceFileRemove',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What an entry's target is: a person, a setting, an order (paid or points), a product, an invoice, an announcement,
 * a release, a points-mall commodity, a resource of the resource store.
 */
export type AuditTargetType =
  'user' | 'setting' | 'order' | 'product' | 'invoice' | 'announcement' | 'updateLog' | 'commodity' | 'resource';

/** One line of the audit log (issue 35): who did what to what, the state before and after, when, from where. */
export interface AuditEntry {
  auditId: number;
  actorId: number;
  actorName: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** The target's name when it was written: a person's user name, a setting's key. */
  targetLabel: string;
  /** JSON values as they were and became; null where there was nothing (a new account has no before). */
  before: unknown;
  after: unknown;
  /** The client's address as the server saw it (request.ip, through TRUST_PROXY as configured). */
  ip: string;
  createTime: string;
}

/** The audit log's search: words in the actor's or target's name, one action or all. */
export const AUDIT_KEYWORD_MAX = 60;

/** The system_settings key of the portal's settings (issue 35). */
export const PORTAL_SETTINGS_KEY = 'portal';

/**
 * The public portal's settings (issue 35): its group QR codes, contact details, support image and download entries.
 * The environment's PORTAL_* variables give them until an administrator saves them here.
 */
export interface PortalSettings {
  groupQrCodes: string[];
  contactEmail: string | null;
  contactPhone: string | null;
  /** A picture the contact dialog shows (a support QR code, say). */
  supportImage: string | null;
  downloads: DownloadEntry[];
}

/**
 * The addresses an administrator edits (issue 35): all but the chat's, which the pages' Content-Security-Policy
 * names as a frame source and which therefore comes from IM_URL at start (ADR 0131).
 */
export type EditableServiceAddresses = Omit<ServiceAddresses, 'im'>;

/** The system_settings key of the addresses handed to the web app (issue 35). */
export const ADDRESS_SETTINGS_KEY = 'webAddresses';

/** Where a settings group's values come from: the environment until an administrator first saves it. */
export type SettingsSource = 'environment' | 'database';

export interface AdminSettings {
  portal: PortalSettings;
  /** The portal group's source. */
  source: SettingsSource;
  /** The addresses getInfo hands to the web app (spec point 3); '' where a service is not offered. */
  addresses: EditableServiceAddresses;
  addressesSource: SettingsSource;
}

export const SETTINGS_QR_CODES_MAX = 6;
export const SETTINGS_DOWNLOADS_MAX = 50;
export const SETTINGS_URL_MAX = 2000;
/** A settings address: absolute http(s), or a path on this site. */
export const SETTINGS_ADDRESS_PATTERN = /^(https?:\/\/\S+|\/\S*)$/;

/** What the administrator sees of one person (issue 35): the plan, projects, sessions, bindings, points, orders. */
export interface AdminUserDetail {
  userId: number;
  userName: string;
  nickName: string;
  phonenumber: string;
  email: string;
  createTime: string;
  disabled: boolean;
  isPlatformAdmin: boolean;
  versionCode: number;
  /** When the paid plan ends; null on Free. */
  vipEndTime: string | null;
  points: number;
  projects: { projectId: number; name: string; role: 'owner' | 'admin' | 'member' }[];
  /** Live sessions only, newest first. */
  sessions: { sessionId: number; createTime: string; expireTime: string }[];
  bindings: { provider: 'weichat' | 'qq'; nickName: string; createTime: string }[];
  /** The newest orders, at most ADMIN_USER_ORDERS. */
  orders: { orderNo: string; productName: string; amountFen: number; status: number; createTime: string }[];
}

export const ADMIN_USER_ORDERS = 20;
/** A plan change's reason, kept in the audit log. */
export const PLAN_REASON_MAX = 200;
