import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from './errors';
import { ResultCode, TOKEN_COOKIE } from '@questline/contract';

/**
 * Who may call a route. Every route states one in `config.access`; a route
 * without it is refused at run time and fails the route-table test.
 *
 * The object levels (`project:*`, `team:*`, `knowledge:*`) need a signed-in user here; the
 * route's service then checks the caller's role on the very object the
 * request names (DESIGN.md "Object-level authorization"), answering 404 to a
 * non-member and 403 to a member without the role. The declared level is what
 * the permission-matrix tests hold each route to.
 */
/** `knowledge:*`: a space's role (the services check the action the role table allows, KNOWLEDGE_ROLE_ACTIONS). */
export type ObjectAccess =
  | 'project:member'
  | 'project:admin'
  | 'project:owner'
  | 'team:member'
  | 'team:admin'
  | 'knowledge:reader'
  | 'knowledge:member'
  | 'knowledge:admin'
  | 'knowledge:owner';
/**
 * `support`: the support desk (issue 31): support staff, whom a platform administrator names, or a platform
 * administrator. `finance`: vouchers, products and invoices (issue 35): finance staff or a platform administrator.
 * `im`: the chat's calls (issue 33, ADR 0131), which take a messaging token (getImToken) and nothing else, as no
 * other route takes one.
 */
export type Access = 'public' | 'user' | 'platformAdmin' | 'support' | 'finance' | 'im' | ObjectAccess;

export interface Caller {
  userId: number;
  sessionId: number;
  isPlatformAdmin: boolean;
  /** Holds the `support` platform role (ADR 0113). */
  isSupport: boolean;
  /** Holds the `finance` platform role (issue 35, ADR 0128). */
  isFinance: boolean;
  /** A person of the live demo's sandbox (issue 39, ADR 0121); absent for everyone real. */
  demoSandboxId?: number;
}

/** `freshUntil` (ms since the epoch): the same answer may be given without the database until then. */
export type CallerLookup =
  | { found: true; caller: Caller; freshUntil?: number }
  | { found: false; reason: 'missing' | 'unknown' | 'expired' | 'replaced' };

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A file GET that the browser makes itself from <img> or <video> (attachments in rich text), which
     * cannot carry the Authorization header: the session may come from the `questline` cookie instead.
     */
    sessionCookie?: boolean;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    routeAccess: RouteAccessEntry[];
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 ? token : undefined;
}

/** The token kept in the browser's `questline` cookie (DOMAIN.md "Product identity"). */
export function cookieToken(request: FastifyRequest): string | undefined {
  return tokenFromCookie(request.headers.cookie);
}

/** The same from a raw Cookie header (the socket handshake has no FastifyRequest). */
export function tokenFromCookie(cookieHeader: string | undefined): string | undefined {
  const prefix = `${TOKEN_COOKIE}=`;
  const entry = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!entry) return undefined;
  try {
    const token = decodeURIComponent(entry.slice(prefix.length));
    return token.length > 0 ? token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The bearer header always; the cookie only for routes that ask for it and only for GET/HEAD. Those
 * routes change nothing, so a forged cross-site request gains nothing: it cannot read the answer
 * (same-origin policy), and the cookie is SameSite=Lax, so other sites' <img> tags do not even send it.
 * Every call that changes something still needs the header, which other sites cannot set.
 */
function requestToken(request: FastifyRequest): string | undefined {
  const header = bearerToken(request);
  if (header) return header;
  const readsOnly = request.method === 'GET' || request.method === 'HEAD';
  return readsOnly && request.routeOptions.config.sessionCookie ? cookieToken(request) : undefined;
}

const lookupFailure = {
  missing: 'unauthorized',
  unknown: 'unauthorized',
  expired: 'sessionExpired',
  replaced: 'sessionReplaced',
} as const;

/**
 * Must be registered before any route so that the table sees every one. `lookupImCaller` finds the holder of a
 * messaging token, for the `im` routes only; it never sees a session token, nor `lookupCaller` a messaging one.
 */
export function registerAccessControl(
  app: FastifyInstance,
  lookupCaller: (token: string | undefined) => Promise<CallerLookup>,
  lookupImCaller: (token: string | undefined) => Promise<CallerLookup>,
): void {
  app.decorate('routeAccess', [] as RouteAccessEntry[]);
  app.decorateRequest('caller', null);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.routeAccess.push({ method, url: route.url, access: route.config?.access });
  });

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (access === undefined) {
      request.log.error({ url: request.routeOptions.url }, 'route declares no access; refused');
      throw new AppError(ResultCode.fail, 'unknownError');
    }
    if (access === 'public') return;
    const lookup = await (access === 'im' ? lookupImCaller(bearerToken(request)) : lookupCaller(requestToken(request)));
    if (!lookup.found) throw unauthorized(lookupFailure[lookup.reason]);
    request.caller = lookup.caller;
    if (access === 'platformAdmin' && !lookup.caller.isPlatformAdmin) throw forbidden();
    if (access === 'support' && !worksSupportDesk(lookup.caller)) throw forbidden();
    if (access === 'finance' && !worksFinance(lookup.caller)) throw forbidden();
  });
}

/** Finance staff and platform administrators review vouchers, keep products and move invoices. */
export function worksFinance(caller: Caller): boolean {
  return caller.isPlatformAdmin || caller.isFinance;
}

/** Support staff and platform administrators work the support desk. */
export function worksSupportDesk(caller: Caller): boolean {
  return caller.isPlatformAdmin || caller.isSupport;
}

/** The caller of a route whose access is not public; the access hook guarantees one. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/**
 * Keeps found sessions in memory (issue 17, ADR 0086): a request then costs no session query. An answer is
 * given again only under the same `generation` (moved by every write that names no project: sign-in, sign-out,
 * password and account changes, so an ended session is refused at once) and before its `freshUntil`, after
 * which the look-up runs again (and renews the session). Keyed by the token's hash, never the token.
 */
export function cachedCallerLookup(
  lookup: (token: string | undefined) => Promise<CallerLookup>,
  options: { generation: () => Promise<string>; now: () => Date; maxEntries: number },
): (token: string | undefined) => Promise<CallerLookup> {
  const kept = new Map<string, { generation: string; lookup: CallerLookup & { found: true } }>();
  return async (token) => {
    if (!token) return lookup(token);
    const key = createHash('sha256').update(token).digest('base64');
    const generation = await options.generation();
    const entry = kept.get(key);
    if (entry && entry.generation === generation && (entry.lookup.freshUntil ?? 0) > options.now().getTime()) {
      return entry.lookup;
    }
    kept.delete(key);
    const answer = await lookup(token);
    if (answer.found && answer.freshUntil !== undefined) {
      kept.set(key, { generation, lookup: answer });
      const [oldest] = kept.keys();
      if (kept.size > options.maxEntries && oldest !== undefined) kept.delete(oldest);
    }
    return answer;
  };
}
