/**
 * What other features may use of the portal: its fetch-based calls for public pages (the detail page).
 */
export { PublicCallFailed, publicGet } from './portalApi';
