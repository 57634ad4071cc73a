import type { RecordingLogEntry } from '@questline/contract';

/** A page log being taken; `stop` puts the page back as it was and answers what went wrong meanwhile. */
export interface PageLogSession {
  stop(): RecordingLogEntry[];
}

/** The text of whatever was passed to console.error or thrown. */
function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    // JSON.stringify answers undefined for undefined and functions, which its type does not say.
    const json = JSON.stringify(value) as string | undefined;
    return json ?? String(value);
  } catch {
    return String(value);
  }
}

const requestUrl = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * Issue 32, screen recording (ADR 0119): while a recording runs, this page's console errors, uncaught errors and
 * failed requests (fetch and XHR: no answer, or HTTP status 400 and above) with method, URL, status and time.
 * The page's own handlers go on as before: each patch calls what it replaced.
 */
export function startPageLog(win: Window & typeof globalThis = window): PageLogSession {
  const entries: RecordingLogEntry[] = [];
  const now = () => new Date().toISOString();

  const originalError = win.console.error;
  win.console.error = (...args: unknown[]) => {
    entries.push({ type: 'console', level: 'error', message: args.map(describe).join(' '), time: now() });
    originalError.apply(win.console, args);
  };

  const onError = (event: ErrorEvent) =>
    entries.push({ type: 'pageError', message: describe(event.error ?? event.message), time: now() });
  const onRejection = (event: PromiseRejectionEvent) =>
    entries.push({ type: 'pageError', message: describe(event.reason), time: now() });
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);

  const originalFetch = win.fetch;
  win.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const time = now();
    try {
      const response = await originalFetch.call(win, input, init);
      if (response.status >= 400)
        entries.push({ type: 'request', method, url: requestUrl(input), status: response.status, time });
      return response;
    } catch (error) {
      entries.push({ type: 'request', method, url: requestUrl(input), status: null, error: describe(error), time });
      throw error;
    }
  };

  const xhr = win.XMLHttpRequest.prototype;
  const originalOpen = xhr.open;
  const originalSend = xhr.send;
  const opened = new WeakMap<XMLHttpRequest, { method: string; url: string }>();
  xhr.open = function open(this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
    opened.set(this, { method: method.toUpperCase(), url: String(url) });
    // open's optional arguments (async, user, password) pass through as the caller gave them.
    return (originalOpen as (...args: unknown[]) => void).call(this, method, url, ...rest);
  } as XMLHttpRequest['open'];
  xhr.send = function send(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const request = opened.get(this);
    const time = now();
    this.addEventListener('loadend', () => {
      if (request && (this.status === 0 || this.status >= 400))
        entries.push({ type: 'request', ...request, status: this.status === 0 ? null : this.status, time });
    });
    originalSend.call(this, body);
  };

  return {
    stop() {
      win.console.error = originalError;
      win.removeEventListener('error', onError);
      win.removeEventListener('unhandledrejection', onRejection);
      win.fetch = originalFetch;
      xhr.open = originalOpen;
      xhr.send = originalSend;
      return entries.slice();
    },
  };
}
