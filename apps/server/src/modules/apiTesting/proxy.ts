import { API_REDIRECTS_MAX, type MessageKey, isCredentialHeader } from '@questline/contract';
import { type HopAnswer, type Outgoing, exchange } from './exchange';
import { HostNotFound, TargetRefused, type TargetPolicy, checkTarget } from './targetGuard';

/** A message and its parameters, put into words in the sender's language later. */
export interface Reason {
  key: MessageKey;
  params: Record<string, string | number>;
  /** The refusal a redirect met, told inside the redirect's message. */
  cause?: Reason;
}

/** What became of a request: the last hop's answer, or why there is none. */
export type ProxyOutcome =
  | { kind: 'answered'; answer: HopAnswer; finalUrl: URL; redirects: URL[]; timeMs: number }
  | { kind: 'failed'; reason: Reason; redirects: URL[]; timeMs: number };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The request the next hop sends: 303, and 301/302 after a POST, turn into a GET without a body (as browsers do);
 * 307 and 308 repeat the request. Credentials never follow a redirect to another origin.
 */
function redirected(previous: Outgoing, status: number, location: URL): Outgoing {
  const toGet = status === 303 || ((status === 301 || status === 302) && previous.method === 'POST');
  const sameOrigin = location.origin === previous.url.origin;
  const headers = previous.headers.filter(([name]) => {
    const lower = name.toLowerCase();
    if (!sameOrigin && isCredentialHeader(lower)) return false;
    return !(toGet && (lower === 'content-type' || lower === 'content-length'));
  });
  return {
    method: toGet && previous.method !== 'HEAD' ? 'GET' : previous.method,
    url: location,
    headers,
    body: toGet ? null : previous.body,
  };
}

function connectFailure(error: unknown, url: URL): Reason {
  const code = error instanceof Error ? ((error as Error & { code?: unknown }).code ?? error.name) : 'error';
  return { key: 'apiConnectFailed', params: { host: url.host, reason: String(code) } };
}

/**
 * Issue 34's proxy: sends `first` through the guard and follows at most API_REDIRECTS_MAX redirects itself, checking
 * each new address like the first, all within `timeoutMs`. The first address being refused is the caller's
 * mistake (TargetRefused is thrown); anything after that is an outcome: a redirect to a refused address, too many
 * redirects, a name not found, a refused connection, the time-out.
 */
export async function sendThroughGuard(
  first: Outgoing,
  options: { policy: TargetPolicy; timeoutMs: number; maxBytes: number; now?: () => number },
): Promise<ProxyOutcome> {
  const clock = options.now ?? (() => performance.now());
  const started = clock();
  const signal = AbortSignal.timeout(options.timeoutMs);
  const redirects: URL[] = [];
  const failed = (reason: Reason): ProxyOutcome => ({
    kind: 'failed',
    reason,
    redirects,
    timeMs: Math.round(clock() - started),
  });
  let outgoing = first;
  for (let hop = 0; ; hop += 1) {
    let answer: HopAnswer;
    try {
      const target = await checkTarget(outgoing.url, options.policy);
      answer = await exchange(outgoing, target, { maxBytes: options.maxBytes, signal });
    } catch (error) {
      if (signal.aborted) {
        return failed({ key: 'apiTimedOut', params: { seconds: Math.round(options.timeoutMs / 1000) } });
      }
      if (error instanceof TargetRefused) {
        if (hop === 0) throw error;
        const cause = { key: error.key, params: error.params };
        return failed({ key: 'apiRedirectRefused', params: { url: outgoing.url.href }, cause });
      }
      if (error instanceof HostNotFound) return failed({ key: 'apiHostNotFound', params: { host: error.host } });
      return failed(connectFailure(error, outgoing.url));
    }
    const location = answer.headers.find(([name]) => name.toLowerCase() === 'location')?.[1];
    if (!REDIRECTS.has(answer.status) || location === undefined) {
      return { kind: 'answered', answer, finalUrl: outgoing.url, redirects, timeMs: Math.round(clock() - started) };
    }
    let next: URL;
    try {
      next = new URL(location, outgoing.url);
    } catch {
      return { kind: 'answered', answer, finalUrl: outgoing.url, redirects, timeMs: Math.round(clock() - started) };
    }
    if (hop >= API_REDIRECTS_MAX) return failed({ key: 'apiTooManyRedirects', params: { max: API_REDIRECTS_MAX } });
    redirects.push(outgoing.url);
    outgoing = redirected(outgoing, answer.status, next);
  }
}
