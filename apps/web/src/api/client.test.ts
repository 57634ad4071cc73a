import { DEFAULT_TIMEOUT_MS, LONG_TIMEOUT_MS, ResultCode, TRANSPORT_TOAST_MS } from '@questline/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../i18n';
import { sessionStore } from '../session/store';
import { getToken, removeToken, setToken } from '../session/token';
import { userInfoFixture } from '../test/fixtures/user';
import { type Feedback, installFeedback } from './feedback';
import { del, download, get, navigation, post, put } from './client';
import { restoreRealTimers } from '../test/timers';

/** What the fake back end saw; it stands in for the browser's fetch, nothing else. */
interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}
let seen: Seen[] = [];
let answer: (init: RequestInit) => Promise<Response> = () => Promise.reject(new Error('unset'));

function replyWith(data: unknown, status = 200) {
  answer = () => Promise.resolve(new Response(typeof data === 'string' ? data : JSON.stringify(data), { status }));
}

function failNetwork() {
  answer = () => Promise.reject(new TypeError('Failed to fetch'));
}

/** A server that never answers: only the client's own time-out ends the call. */
function hang() {
  answer = (init) =>
    new Promise((_resolve, reject) =>
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
}

interface Recorded extends Feedback {
  toasts: { message: string; durationMs: number | undefined }[];
  notices: string[];
  alerts: string[];
}

function recorder(confirm: boolean): Recorded {
  const recorded: Recorded = {
    toasts: [],
    notices: [],
    alerts: [],
    toastError: (message, durationMs) => recorded.toasts.push({ message, durationMs }),
    notifyError: (title) => recorded.notices.push(title),
    confirmSignInAgain: (message) => {
      recorded.alerts.push(message);
      return Promise.resolve(confirm);
    },
  };
  return recorded;
}

let ui: Recorded;

beforeEach(async () => {
  seen = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    seen.push({ url, method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body });
    return answer(init);
  });
  ui = recorder(false);
  installFeedback(ui);
  removeToken();
  await changeLocale('en');
});

afterEach(async () => {
  restoreRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLocale('zh');
});

describe('transport (spec point 7 "Transport")', () => {
  it('calls under /prod-api with the Bearer token and both language headers', async () => {
    setToken('tok-1');
    replyWith({ code: 200, msg: 'ok', data: 1 });
    await get('/getInfo');
    const call = seen[0];
    expect(call?.url).toBe('/prod-api/getInfo');
    expect(call?.method).toBe('GET');
    expect(call?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(call?.headers.get('language')).toBe('en-US');
    expect(call?.headers.get('Accept-Language')).toBe('en-US');
  });

  it('names every call with a request id of its own (ADR 0135)', async () => {
    replyWith({ code: ResultCode.ok, msg: 'ok', data: null });
    await get('/a');
    await post('/b', {});
    const ids = seen.map((call) => call.headers.get('X-Request-Id'));
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('sends zh-CN when the interface is in Chinese', async () => {
    await changeLocale('zh');
    replyWith({ code: 200, msg: 'ok', data: 1 });
    await get('/getInfo');
    expect(seen[0]?.headers.get('Accept-Language')).toBe('zh-CN');
  });

  it('leaves the token off a call that suppresses it', async () => {
    setToken('tok-1');
    replyWith({ code: 200, msg: 'ok', data: [] });
    await get('/register/updateLogYearList', undefined, { withoutToken: true });
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends the query without absent values, lists as key[], and a JSON body with its type', async () => {
    replyWith({ code: 200, msg: 'ok', data: 1 });
    await get('/a', { projectId: 3, keyword: 'a b&c', none: undefined, empty: null, ids: [1, 2] });
    await post('/b', { name: '问题' });
    await post('/c');
    expect(seen[0]?.url).toBe('/prod-api/a?projectId=3&keyword=a+b%26c&ids%5B%5D=1&ids%5B%5D=2');
    expect(seen[0]?.headers.has('Content-Type')).toBe(false);
    expect([seen[1]?.body, seen[1]?.headers.get('Content-Type')]).toEqual([
      JSON.stringify({ name: '问题' }),
      'application/json',
    ]);
    expect([seen[2]?.body, seen[2]?.headers.has('Content-Type')]).toEqual([undefined, false]);
  });

  it('sends a form as it is, leaving its multipart type to the browser', async () => {
    replyWith({ code: 200, msg: 'ok', data: null });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await post('/upload', form);
    expect(seen[0]?.body).toBe(form);
    expect(seen[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('waits 20 s by default and 200 s for the long calls', async () => {
    vi.useFakeTimers();
    hang();
    const short = get('/a');
    const long = post('/b', {}, { long: true });
    const shortFailed = expect(short).rejects.toThrow('The system interface request timed out');
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    await shortFailed;
    let longDone = false;
    void long.catch(() => (longDone = true));
    await vi.advanceTimersByTimeAsync(LONG_TIMEOUT_MS - DEFAULT_TIMEOUT_MS - 1);
    expect(longDone).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(long).rejects.toThrow('The system interface request timed out');
  });
});

describe('body codes (spec point 8 "By body code")', () => {
  it('200 resolves with the whole envelope', async () => {
    replyWith({ code: 200, msg: 'ok', rows: [1], total: 1 });
    expect(await get('/list')).toEqual({ code: 200, msg: 'ok', rows: [1], total: 1 });
  });

  it('401 shows one sign-in-again alert however many calls fail, and rejects', async () => {
    setToken('tok-1');
    replyWith({ code: 401, msg: 'expired' });
    const results = await Promise.allSettled([get('/a'), get('/b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason).toEqual(
      new Error('Invalid or expired session, please sign in again.'),
    );
    expect(ui.alerts).toEqual([
      'Your login has expired or your account is used elsewhere. You can stay on this page or sign in again.',
    ]);
    expect(getToken()).toBe('tok-1');
  });

  it('401 confirmed: the session is cleared and the browser goes to /index', async () => {
    ui = recorder(true);
    installFeedback(ui);
    setToken('tok-1');
    sessionStore.set(userInfoFixture({ phonenumber: '1' }));
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    replyWith({ code: 401, msg: 'expired' });
    await expect(get('/a')).rejects.toThrow();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/index'));
    expect(getToken()).toBeUndefined();
    expect(sessionStore.get()).toBeNull();
  });

  it('401 on a login call does nothing visible', async () => {
    replyWith({ code: 401, msg: 'no' });
    await expect(post('/register/login', {}, { authCall: true })).rejects.toThrow('no');
    expect(ui.alerts).toEqual([]);
    expect(ui.toasts).toEqual([]);
  });

  it('500 shows an error toast and rejects with the message', async () => {
    replyWith({ code: ResultCode.fail, msg: 'Comment cannot be empty' });
    await expect(post('/comment', {})).rejects.toThrow('Comment cannot be empty');
    expect(ui.toasts).toEqual([{ message: 'Comment cannot be empty', durationMs: undefined }]);
  });

  it('500 on an auth call rejects with the message and shows nothing', async () => {
    replyWith({ code: ResultCode.fail, msg: 'Wrong captcha' });
    await expect(post('/register/login', {}, { authCall: true })).rejects.toThrow('Wrong captcha');
    expect(ui.toasts).toEqual([]);
  });

  it('a quiet call rejects with the message and shows nothing, a network failure too; its 401 still alerts', async () => {
    replyWith({ code: ResultCode.fail, msg: 'Bad seq' });
    await expect(post('/diag', {}, { quiet: true })).rejects.toThrow('Bad seq');
    failNetwork();
    await expect(post('/diag', {}, { quiet: true })).rejects.toThrow('Abnormal connection to the back-end interface');
    expect(ui.toasts).toEqual([]);
    replyWith({ code: 401, msg: 'expired' });
    await expect(post('/diag', {}, { quiet: true })).rejects.toThrow();
    expect(ui.alerts).toHaveLength(1);
  });

  it('500201 resolves as a normal result', async () => {
    const body = { code: ResultCode.partial, msg: 'partly', data: { succeeded: [1], failed: [{ id: 2, msg: 'x' }] } };
    replyWith(body);
    expect(await post('/batch', {})).toEqual(body);
    expect(ui.toasts).toEqual([]);
  });

  it('500101 rejects with the whole answer body', async () => {
    const body = {
      code: ResultCode.planLimit,
      msg: 'limit',
      data: { limit: 3, current: 3, versionCode: 0, kind: 'projects' },
    };
    replyWith(body);
    await expect(post('/project/add', {})).rejects.toEqual(body);
    expect(ui.toasts).toEqual([]);
    expect(ui.notices).toEqual([]);
  });

  it('any other code shows a notification titled with the message', async () => {
    replyWith({ code: 403, msg: 'Not your project' });
    await expect(get('/p')).rejects.toThrow('Not your project');
    expect(ui.notices).toEqual(['Not your project']);
  });

  it('404 on a call whose page says "not found" itself rejects quietly; other codes still notify', async () => {
    replyWith({ code: ResultCode.notFound, msg: 'The issue does not exist' });
    await expect(get('/q', {}, { ownNotFound: true })).rejects.toThrow('The issue does not exist');
    expect(ui.notices).toEqual([]);
    replyWith({ code: 403, msg: 'Not your project' });
    await expect(get('/q', {}, { ownNotFound: true })).rejects.toThrow('Not your project');
    expect(ui.notices).toEqual(['Not your project']);
  });

  it('any other code on an auth call rejects quietly', async () => {
    replyWith({ code: 429, msg: 'Too many attempts' });
    await expect(post('/register/login', {}, { authCall: true })).rejects.toThrow('Too many attempts');
    expect(ui.notices).toEqual([]);
  });
});

describe('default messages by status (spec point 8)', () => {
  it.each([
    [403, 'No permission for the current operation'],
    [404, 'The resource does not exist'],
    [418, 'Unknown system error, please report it to the administrator'],
  ])('code %i without a message reads "%s"', async (code, text) => {
    replyWith({ code, msg: '' });
    await expect(get('/x')).rejects.toThrow(text);
    expect(ui.notices).toEqual([text]);
  });

  it('401 without a message, on an auth call, reads the 401 default', async () => {
    replyWith({ code: 401, msg: '' });
    await expect(post('/register/login', {}, { authCall: true })).rejects.toThrow(
      'Authentication failed, unable to access system resources',
    );
  });
});

describe('transport errors (spec point 8, toast for 5 s)', () => {
  it('network error', async () => {
    failNetwork();
    await expect(get('/x')).rejects.toThrow('Abnormal connection to the back-end interface');
    expect(ui.toasts).toEqual([
      { message: 'Abnormal connection to the back-end interface', durationMs: TRANSPORT_TOAST_MS },
    ]);
  });

  it('time-out', async () => {
    vi.useFakeTimers();
    hang();
    const call = expect(get('/x')).rejects.toThrow('The system interface request timed out');
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    await call;
    expect(ui.toasts[0]?.durationMs).toBe(5_000);
  });

  it('a failure of a login call is not toasted: the page shows it', async () => {
    failNetwork();
    await expect(post('/register/login', {}, { authCall: true })).rejects.toThrow(
      'Abnormal connection to the back-end interface',
    );
    expect(ui.toasts).toEqual([]);
  });

  it('HTTP status failure names the status, and the console names the call’s request id', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    replyWith('<html>Bad gateway</html>', 502);
    await expect(get('/x')).rejects.toThrow('System interface 502 abnormal');
    expect(ui.toasts).toEqual([{ message: 'System interface 502 abnormal', durationMs: TRANSPORT_TOAST_MS }]);
    const requestId = seen[0]?.headers.get('X-Request-Id');
    expect(logged).toHaveBeenCalledWith(`GET /x failed with 502, request ${requestId}`);
    logged.mockRestore();
  });

  it('HTTP status failure with our envelope shows its localised message', async () => {
    replyWith({ code: ResultCode.payloadTooLarge, msg: 'The request body is larger than 1024 KB' }, 413);
    await expect(post('/x', {})).rejects.toThrow('The request body is larger than 1024 KB');
  });
});

describe('files', () => {
  it('a file answer passes through untouched', async () => {
    replyWith('a,b');
    const file = await download('/common/download', { fileName: 'a.csv', delete: true });
    expect(await file.text()).toBe('a,b');
    expect(seen[0]?.url).toBe('/prod-api/common/download?fileName=a.csv&delete=true');
  });

  it('a failed file call shows the envelope it answered', async () => {
    replyWith({ code: ResultCode.notFound, msg: 'The file does not exist' }, 404);
    await expect(download('/common/download', { fileName: 'gone.csv' })).rejects.toThrow('The file does not exist');
  });
});

describe('put and delete', () => {
  it('PUT sends the JSON body and the query, DELETE the path, both with the token', async () => {
    setToken('t1');
    replyWith({ code: ResultCode.ok, msg: 'ok', data: null });
    await put('/questline/projectModule/batchEditModuleProjectUser', undefined, { moduleIdList: '1,2', projectId: 3 });
    await put('/questline/projectVersion', { versionId: 1 });
    await del('/questline/projectVersion/1');
    expect(seen.map((call) => [call.method, call.url, call.body])).toEqual([
      ['PUT', '/prod-api/questline/projectModule/batchEditModuleProjectUser?moduleIdList=1%2C2&projectId=3', undefined],
      ['PUT', '/prod-api/questline/projectVersion', JSON.stringify({ versionId: 1 })],
      ['DELETE', '/prod-api/questline/projectVersion/1', undefined],
    ]);
    expect(seen.every((call) => call.headers.get('Authorization') === 'Bearer t1')).toBe(true);
  });

  it('a call that shows its own failure gets the whole 500 body and nothing is shown', async () => {
    const body = { code: ResultCode.fail, msg: 'rows', data: [{ row: 2, msg: 'bad' }] };
    replyWith(body);
    await expect(post('/x', {}, { failureBody: true })).rejects.toEqual(body);
    expect(ui.toasts).toEqual([]);
  });
});
