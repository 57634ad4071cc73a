/** Spec point 7 "Transport" and DOMAIN.md "Product identity": the constants both sides agree on. */
export const API_BASE = '/prod-api';
export const PRODUCT = 'questline';
/** Cookie that keeps the session token in the browser. */
export const TOKEN_COOKIE = 'questline';
export const DEFAULT_TIMEOUT_MS = 20_000;
/** Spec point 9: to-do list and counts, delete-user and quit-project calls wait longer. */
export const LONG_TIMEOUT_MS = 200_000;
export const POLL_INTERVAL_MS = 15_000;
export const NOTIFICATION_CLOSE_MS = 10_000;
export const TRANSPORT_TOAST_MS = 5_000;

/** Path of a product-scoped call, e.g. productPath('questionInfo/getTodoCounts'). */
export function productPath(path: string): string {
  return `/${PRODUCT}/${path.replace(/^\/+/, '')}`;
}
