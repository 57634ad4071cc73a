import { FINANCE_ROLE, type GetInfoData, PLATFORM_ADMIN_ROLE, SUPPORT_ROLE } from '@questline/contract';

/**
 * Spec point 2 "Route guard" and point 4 "Session" as one decision. The
 * effects it needs come in as `GuardDeps` so that tests drive it directly.
 */
export interface GuardTarget {
  name: string;
  isPublic: boolean;
  /** Path, query and hash of the wanted page, kept for the redirect parameter. */
  fullPath: string;
  /** Platform administration: anyone else goes to the project home (the server refuses them too). */
  platformAdmin?: boolean;
  supportDesk?: boolean;
  /** The administration area's entry: whoever holds a role there (issue 35). */
  adminArea?: boolean;
  financeDesk?: boolean;
}

export interface GuardDeps {
  token(): string | undefined;
  loadedUser(): GetInfoData | null;
  /** Resolves undefined when the server answered without user info. */
  loadUser(): Promise<GetInfoData | undefined>;
  clearSession(): void;
  toastError(message: string): void;
}

export type GuardOutcome = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: GuardOutcome = { kind: 'allow' };
const redirectTo = (to: string): GuardOutcome => ({ kind: 'redirect', to });

export function loginRedirect(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The part of the decision that needs no server: null when the user's info must be asked for. */
export function decideWithoutServer(target: GuardTarget, token: string | undefined): GuardOutcome | null {
  if (target.name === 'login' && token) return redirectTo('/');
  if (target.isPublic) return allow;
  if (!token) return redirectTo(loginRedirect(target.fullPath));
  return null;
}

export async function guard(target: GuardTarget, deps: GuardDeps): Promise<GuardOutcome> {
  const token = deps.token();
  const quick = decideWithoutServer(target, token);
  if (quick) return quick;
  const loaded = deps.loadedUser();
  if (loaded !== null) return adminCheck(target, loaded);

  let info: GetInfoData | undefined;
  try {
    info = await deps.loadUser();
  } catch (error) {
    deps.clearSession();
    deps.toastError(messageOf(error));
    return redirectTo('/');
  }
  if (!info) {
    // Without clearing, /login would bounce a token holder straight back to /.
    deps.clearSession();
    return redirectTo(loginRedirect(target.fullPath));
  }
  // The server decides who must bind a phone: phone-registered accounts without one (ADR 0108).
  if (info.bindPhoneRequired && target.name !== 'bindPhone') return redirectTo('/bindPhone');
  return adminCheck(target, info);
}

/** Where a non-administrator asking for an /admin page lands. */
export const NOT_ADMIN_REDIRECT = '/index';

function adminCheck(target: GuardTarget, info: GetInfoData): GuardOutcome {
  if (target.platformAdmin && !isPlatformAdmin(info)) return redirectTo(NOT_ADMIN_REDIRECT);
  if (target.adminArea && !worksInAdminArea(info)) return redirectTo(NOT_ADMIN_REDIRECT);
  if (target.financeDesk && !worksFinance(info)) return redirectTo(NOT_ADMIN_REDIRECT);
  return target.supportDesk && !worksSupportDesk(info) ? redirectTo(NOT_ADMIN_REDIRECT) : allow;
}

/** Who enters the administration area at all (issue 35): each of them sees only the pages their role opens. */
export function worksInAdminArea(info: GetInfoData): boolean {
  return worksSupportDesk(info) || worksFinance(info);
}

/** Finance staff and platform administrators review vouchers, keep products and move invoices (issue 35). */
export function worksFinance(info: GetInfoData): boolean {
  return isPlatformAdmin(info) || info.roles.includes(FINANCE_ROLE);
}

/** Support staff and platform administrators work the support desk (issue 31, ADR 0113). */
export function worksSupportDesk(info: GetInfoData): boolean {
  return isPlatformAdmin(info) || info.roles.includes(SUPPORT_ROLE);
}

/** The platform administrator: /admin pages are theirs (ADR 0039). */
export function isPlatformAdmin(info: GetInfoData): boolean {
  return info.roles.includes(PLATFORM_ADMIN_ROLE);
}
