/**
 * Where a sign-in lands without a page to return to: the current project's issue list, the page people sign in
 * for, rather than the portal home one click away from it (issue 38, point 4). /problem shows the current
 * project, or the way to create one.
 */
export const AFTER_SIGN_IN = '/problem';

/**
 * Where a successful sign-in goes (spec point 2 "Route guard" redirect parameter).
 * Only a path of this site: `//host` and `/\host` would leave it, so they fall back to AFTER_SIGN_IN.
 */
export function safeRedirect(value: string | null): string {
  if (!value?.startsWith('/')) return AFTER_SIGN_IN;
  if (value.startsWith('//') || value.startsWith('/\\')) return AFTER_SIGN_IN;
  return value;
}
