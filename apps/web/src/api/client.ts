import {
  API_BASE,
  type ApiBody,
  DEFAULT_TIMEOUT_MS,
  LONG_TIMEOUT_MS,
  ResultCode,
  TRANSPORT_TOAST_MS,
} from '@questline/contract';
import { currentLocale, i18n } from '../i18n';
import { languageHeader } from '../i18n/language';
import { clearSession } from '../session/store';
import { getToken } from '../session/token';
import { feedback } from './feedback';
import { unsaid } from './unsaid';

/** The per-call switches of spec points 7 and 8. */
export interface CallOptions {
  /** Send no Authorization header (the calls spec point 7 marks "no token"). */
  withoutToken?: boolean;
  /** Login and registration calls: failures reject quietly, the page shows them (spec point 8). */
  authCall?: boolean;
  /** The to-do list and counts, delete-user and quit-project calls wait 200 s (spec point 7). */
  long?: boolean;
  /** The page shows a 500 itself (e.g. the module import's row errors): reject with the whole body, quietly. */
  failureBody?: boolean;
  /** The page says itself that the object does not exist (an issue opened from a link): a 404 rejects quietly. */
  ownNotFound?: boolean;
  /** The page counts failures itself (the streaming test's pushes): any failure but a 401 rejects quietly. */
  quiet?: boolean;
  /** Another credential than the session's: the chat's calls carry their messaging token (issue 33). */
  bearer?: string;
}

/** Where a confirmed "sign in again" goes (spec point 8, 401). */
export const SIGN_IN_AGAIN_PATH = '/index';

/** Kept apart so tests can watch navigation without a real page load. */
export const navigation = {
  assign: (path: string): void => window.location.assign(path),
};

/** Spec point 8 "By body code", 401: only one alert at a time however many calls fail together. */
let signInAlertOpen = false;

function defaultMessage(code: number): string {
  const key = `errors:status.${String(code)}`;
  return i18n.exists(key) ? i18n.t(key) : i18n.t('errors:status.default');
}

function isEnvelope(value: unknown): value is ApiBody<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Call extends CallOptions {
  params?: object;
  body?: unknown;
  /** A file answer: a 2xx body is handed over as a Blob, untouched. */
  binary?: boolean;
}

/**
 * The query string of `params` as the client has always sent it: absent values left out, a list repeated as
 * `key[]`, a date in ISO form.
 */
function queryString(params: object | undefined): string {
  const search = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value instanceof Date) search.append(key, value.toISOString());
    else if (typeof value === 'object' && value !== null) search.append(key, JSON.stringify(value));
    else search.append(key, String(value as string | number | boolean));
  };
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const one of value) add(`${key}[]`, one);
    else add(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Names one call (issue 36, ADR 0135): the server logs the call under this id and answers it in `x-request-id`, and
 * the socket events the call raises are logged with it. `crypto.randomUUID` exists only on secure pages, and a team's
 * server is often plain HTTP on its own network.
 */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function requestHeaders(call: Call, requestId: string = newRequestId()): Headers {
  const language = languageHeader(currentLocale());
  const headers = new Headers({ language, 'Accept-Language': language, 'X-Request-Id': requestId });
  const token = call.bearer ?? getToken();
  if (token && !call.withoutToken) headers.set('Authorization', `Bearer ${token}`);
  if (call.body !== undefined && !(call.body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

/** A JSON answer, or its text when it is not JSON (a proxy's error page). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Also when the server says over the socket that the session ended (a disabled account, issue 35). */
export async function offerSignInAgain(): Promise<void> {
  if (signInAlertOpen) return;
  signInAlertOpen = true;
  try {
    const confirmed = await feedback().confirmSignInAgain(i18n.t('errors:sessionExpired'));
    if (confirmed) {
      clearSession();
      navigation.assign(SIGN_IN_AGAIN_PATH);
    }
  } finally {
    signInAlertOpen = false;
  }
}

/** Spec point 8 "By body code": what each answer code does. */
function onAnswer(data: unknown, call: Call): unknown {
  if (call.binary || !isEnvelope(data)) return data;
  const code: number = data.code;
  const message = data.msg || defaultMessage(code);
  if (code === ResultCode.ok || code === ResultCode.partial) return data;
  if (code === ResultCode.planLimit) throw data;
  if (code === ResultCode.unauthorized) {
    if (call.authCall) throw unsaid(message);
    void offerSignInAgain();
    throw new Error(i18n.t('errors:invalidSession'));
  }
  if (call.authCall || call.quiet) throw unsaid(message);
  if (code === ResultCode.fail && call.failureBody) throw data;
  if (code === ResultCode.notFound && call.ownNotFound) throw new Error(message);
  if (code === ResultCode.fail) feedback().toastError(message);
  else feedback().notifyError(message);
  throw new Error(message);
}

/** Spec point 8 "Transport errors": network, time-out and HTTP status, each a 5-second toast. */
function transportError(message: string, call: Call): Error {
  if (call.authCall || call.quiet) return unsaid(message);
  feedback().toastError(message, TRANSPORT_TOAST_MS);
  return new Error(message);
}

/**
 * One call under /prod-api with the language headers and the Bearer token (spec point 7); it gives up after
 * 20 s, or 200 s for the long calls, counting until the whole answer is read. The browser's own fetch (ADR 0093).
 */
async function send(method: Method, path: string, call: Call): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), call.long ? LONG_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);
  let response: Response;
  let data: unknown;
  const requestId = newRequestId();
  try {
    response = await fetch(`${API_BASE}${path}${queryString(call.params)}`, {
      method,
      headers: requestHeaders(call, requestId),
      body: call.body instanceof FormData ? call.body : call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: controller.signal,
    });
    data = call.binary && response.ok ? await response.blob() : await readBody(response);
  } catch {
    const timedOut = controller.signal.aborted;
    throw transportError(i18n.t(timedOut ? 'errors:transport.timeout' : 'errors:transport.network'), call);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    // The id an administrator looks for in the server's log (ADR 0135).
    if (response.status >= 500) console.error(`${method} ${path} failed with ${response.status}, request ${requestId}`);
    // Our server puts a localised explanation in the envelope even on HTTP errors (ADR 0004).
    const message =
      isEnvelope(data) && data.msg ? data.msg : i18n.t('errors:transport.status', { status: response.status });
    throw transportError(message, call);
  }
  return onAnswer(data, call);
}

/** GET a JSON call; resolves with the whole envelope (code 200 or 500201). */
export async function get<T>(url: string, params?: object, options: CallOptions = {}): Promise<T> {
  return (await send('GET', url, { ...options, params })) as T;
}

/** POST a JSON call; resolves with the whole envelope (code 200 or 500201). */
export async function post<T>(url: string, body?: unknown, options: CallOptions = {}): Promise<T> {
  return (await send('POST', url, { ...options, body })) as T;
}

/** PUT a call (spec point 7 "Modules" and the settings); the body is JSON, `params` the query. */
export async function put<T>(url: string, body?: unknown, params?: object, options: CallOptions = {}): Promise<T> {
  return (await send('PUT', url, { ...options, body, params })) as T;
}

/** DELETE a call; the object's id travels in the path. */
export async function del<T>(url: string, options: CallOptions = {}): Promise<T> {
  return (await send('DELETE', url, options)) as T;
}

/** A file answer (e.g. GET /common/download) passes through untouched. */
export async function download(url: string, params?: object, options: CallOptions = {}): Promise<Blob> {
  return (await send('GET', url, { ...options, params, binary: true })) as Blob;
}

/** Hands each complete NDJSON line of `pending` to `onLine`; answers the unfinished rest. */
function handLines(pending: string, onLine: (line: unknown) => void): string {
  const lines = pending.split('\n');
  for (const line of lines.slice(0, -1)) if (line.trim() !== '') onLine(JSON.parse(line));
  return lines.at(-1) ?? '';
}

/**
 * POST a call whose answer streams as NDJSON (the AI chat, issue 34): each line goes to `onLine` as it arrives, and the
 * promise settles when the stream ends, whole or broken off (the caller tells which by the lines it got). A refusal
 * before the stream is an envelope and is handled as every call's (spec point 8). No overall time-out: only silence
 * longer than the long calls' 200 s ends it.
 */
export async function postStream(url: string, body: unknown, onLine: (line: unknown) => void): Promise<void> {
  const call: Call = { body };
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(), LONG_TIMEOUT_MS);
  const stillAlive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), LONG_TIMEOUT_MS);
  };
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${url}`, {
      method: 'POST',
      headers: requestHeaders(call),
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch {
    clearTimeout(timer);
    throw transportError(
      i18n.t(controller.signal.aborted ? 'errors:transport.timeout' : 'errors:transport.network'),
      call,
    );
  }
  const streamed = response.ok && response.headers.get('content-type')?.startsWith('application/x-ndjson');
  if (!streamed || !response.body) {
    let data: unknown;
    try {
      data = await readBody(response);
    } catch {
      throw transportError(i18n.t('errors:transport.network'), call);
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) {
      throw transportError(
        isEnvelope(data) && data.msg ? data.msg : i18n.t('errors:transport.status', { status: response.status }),
        call,
      );
    }
    onAnswer(data, call);
    return;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      stillAlive();
      pending = handLines(pending + decoder.decode(part.value, { stream: true }), onLine);
    }
  } catch {
    // The connection broke mid-answer: the lines that arrived were handed over, and the page says the rest is missing.
  } finally {
    clearTimeout(timer);
  }
}
