import { type LoaderFunctionArgs, redirect } from 'react-router';
import { feedback } from '../api/feedback';
import { clearSession, sessionStore } from '../session/store';
import { getToken } from '../session/token';
import { type GuardDeps, guard } from './guard';
import type { RouteEntry } from './routeTable';

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
      { name: entry.name, isPublic: entry.isPublic, platformAdmin: entry.platformAdmin, fullPath },
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
