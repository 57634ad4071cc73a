/**
 * Where a successful sign-in goes (spec point 2 "Route guard" redirect parameter).
 * Only a path of this site: `//host` and `/\host` would leave it, so they fall back to '/'.
 */
export function safeRedirect(value: string | null): string {
  if (!value?.startsWith('/')) return '/';
  if (value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
