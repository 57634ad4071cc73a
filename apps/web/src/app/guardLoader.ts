import { type LoaderFunctionArgs, matchRoutes, redirect } from 'react-router';
import { feedback } from '../api/feedback';
import { clearSession, sessionStore } from '../session/store';
import { getToken } from '../session/token';
import { type GuardDeps, decideWithoutServer, guard } from './guard';
import { ROUTES, type RouteEntry } from './routeTable';

const browserDeps: GuardDeps = {
  token: getToken,
  loadedUser: sessionStore.get,
  async loadUser() {
    // Loaded on first use: a visitor of the public pages without a token never downloads the API client.
    const { getInfo } = await import('../api/account');
    const body = await getInfo();
    if (!body.data?.user) return undefined;
    sessionStore.set(body.data);
    return body.data;
  },
  clearSession,
  toastError: (message) => feedback().toastError(message),
};

/** The last page the guard let through: where an unmatched path goes back to. */
let lastNamedPath: string | undefined;

export function previousNamedPath(): string {
  return lastNamedPath ?? '/';
}

function fullPathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Every route runs the guard before its page loads. */
export function guardLoader(entry: RouteEntry, deps: GuardDeps = browserDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    const fullPath = fullPathOf(request);
    const outcome = await guard(
      {
        name: entry.name,
        isPublic: entry.isPublic,
        platformAdmin: entry.platformAdmin,
        supportDesk: entry.supportDesk,
        adminArea: entry.adminArea,
        financeDesk: entry.financeDesk,
        fullPath,
      },
      deps,
    );
    if (outcome.kind === 'redirect') throw redirect(outcome.to);
    lastNamedPath = fullPath;
    return null;
  };
}

/** Spec point 2: an unmatched route goes back to the previous named route, or to /. */
export function unmatchedLoader() {
  throw redirect(previousNamedPath());
}

/**
 * Issue 17: where the very first load must go before the router starts. An anonymous visit to a workspace
 * route is sent to /login here, so the workspace's layout and page chunks are never requested for it; the
 * route guard still makes every decision that needs the server.
 */
export function firstStop(location: Pick<Location, 'pathname' | 'search' | 'hash'>, token: string | undefined) {
  const match = matchRoutes(
    ROUTES.map((entry) => ({ path: entry.path, entry })),
    location.pathname,
  )?.[0]?.route.entry;
  if (!match) return null;
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const outcome = decideWithoutServer({ name: match.name, isPublic: match.isPublic, fullPath }, token);
  return outcome?.kind === 'redirect' ? outcome.to : null;
}
