/**
 * Spec point 2: each route renders a fresh view keyed by its path, but a layout keeps its own instance (so its
 * menu does not flash) and keys its page instead. The key for the outlet whose child sits at `depth`.
 */
export function outletKey(matchIds: readonly string[], depth: number, pathname: string): string {
  const child = matchIds[depth];
  return child?.startsWith('layout:') ? child : pathname;
}
