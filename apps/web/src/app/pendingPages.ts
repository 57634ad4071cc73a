import type { RouteName } from './routeTable';

/**
 * Routes whose pages later issues build; until then each renders the honest
 * NotBuiltPage. This is the only list of them, and it may only shrink:
 * pendingPages.test.ts fails if it grows.
 */
export const PENDING_PAGES: readonly RouteName[] = [];

/** The size of the list when it was last shortened; lower it as pages are built. */
export const PENDING_PAGES_CEILING = 0;
