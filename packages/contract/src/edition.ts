import type { SocialProvider } from './accountRules';

/**
 * Issue 38, point 1 (ADR 0103): `saas` is the specification's hosted service, with its plans, prices and
 * upgrade prompts; `self-hosted` is a team running Questline for itself: no plan limits and no commerce.
 */
export const EDITIONS = ['saas', 'self-hosted'] as const;
export type Edition = (typeof EDITIONS)[number];
export const DEFAULT_EDITION: Edition = 'saas';

/**
 * The attribute the server writes on <html> of every page it serves when self-hosted (ADR 0103): the web's router
 * must know the edition at its first render, before any call, to hydrate `/` as the page the server drew.
 */
export const EDITION_ATTRIBUTE = 'data-edition';

export function isEdition(value: unknown): value is Edition {
  return (EDITIONS as readonly unknown[]).includes(value);
}

/** GET /anonymous/interface/installation: what a signed-out page needs to know about this installation. */
export interface InstallationInfo {
  edition: Edition;
  /** The social sign-ins whose apps are configured; the sign-in page offers only these (issue 38, point 8). */
  socialLogins: SocialProvider[];
  /**
   * False while phone codes are only written to the server log (SMS_PROVIDER=log): the register page says so
   * and points to the other ways in (issue 38 point 2, ADR 0108).
   */
  smsTexted: boolean;
  /** SMTP_URL is set: registration and password reset are offered by e-mail too. */
  mailConfigured: boolean;
}

export const INSTALLATION_PATH = '/anonymous/interface/installation';

/**
 * The pages that sell the hosted service (prices, the download page of the self-hosted install, upgrades, payments,
 * orders, the points mall, and their administration). A self-hosted installation answers each with "not offered on this
 * installation" instead of the page (ADR 0103), and its server refuses the calls behind them.
 */
export const COMMERCE_PAGE_PATHS: readonly string[] = [
  '/price',
  '/deploylocally',
  '/user/UpgradeAccount',
  '/user/UpgradeAccountPayment',
  '/user/PaymentSuccess',
  '/user/renewPayment',
  '/user/upgradePayment',
  '/user/order',
  '/user/orderInfo',
  '/admin/finance/vouchers',
  '/admin/finance/products',
  '/admin/invoices',
  // The points mall ships goods bought with points the hosted service gives (ADR 0112).
  '/user/integralPage',
  '/user/forpoint',
  '/admin/mall',
  // The resource store sells downloads for money, points or a membership (ADR 0117).
  '/resources',
  '/resourcesList',
  '/searchResourcesList',
  '/resourcesInfo',
  '/admin/resources',
  // AI credits are sold for money (ADR 0124); a self-hosted installation does not meter AI use.
  '/MidjourneyRecharge',
];

/** Whether `edition` shows the page at `path` (a route's path, without query or trailing slash). */
export function offersPage(edition: Edition, path: string): boolean {
  return edition === 'saas' || !COMMERCE_PAGE_PATHS.includes(path);
}
