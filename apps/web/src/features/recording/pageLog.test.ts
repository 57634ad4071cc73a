import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPageLog } from './pageLog';

/** A fetch that answers by URL: '/fail' never answers, '/missing' answers 404, anything else 200. */
const fakeFetch = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url.endsWith('/fail')) throw new TypeError('Failed to fetch');
  return new Response('{}', { status: url.endsWith('/missing') ? 404 : 200 });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a recording's page log (issue 32, ADR 0119)", () => {
  it("keeps this page's console errors, uncaught errors and failed requests with method, URL, status and time", async () => {
    vi.stubGlobal('fetch', fakeFetch);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const log = startPageLog();

    console.error('Cannot read properties of undefined', { id: 7 });
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: new Error('boom') }));
    await fetch('/prod-api/questline/ok');
    await fetch('/prod-api/questline/missing', { method: 'post' });
    await expect(fetch('/prod-api/questline/fail')).rejects.toThrow('Failed to fetch');
    const entries = log.stop();

    expect(entries).toEqual([
      {
        type: 'console',
        level: 'error',
        message: 'Cannot read properties of undefined {"id":7}',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      },
      {
        type: 'pageError',
        message: expect.stringContaining('Error: boom') as string,
        time: expect.any(String) as string,
      },
      {
        type: 'request',
        method: 'POST',
        url: '/prod-api/questline/missing',
        status: 404,
        time: expect.any(String) as string,
      },
      {
        type: 'request',
        method: 'GET',
        url: '/prod-api/questline/fail',
        status: null,
        error: expect.stringContaining('Failed to fetch') as string,
        time: expect.any(String) as string,
      },
    ]);
    // The page's own console still heard the error.
    expect(quiet).toHaveBeenCalledWith('Cannot read properties of undefined', { id: 7 });
    quiet.mockRestore();
  });

  it('logs an XHR that gets no answer or answers 400 and above', () => {
    // No network in a unit test: the request is sent nowhere and its end is played by the test.
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    const log = startPageLog();
    const finish = (method: string, url: string, status: number) => {
      const request = new XMLHttpRequest();
      request.open(method, url);
      request.send();
      Object.defineProperty(request, 'status', { value: status });
      request.dispatchEvent(new Event('loadend'));
    };
    finish('delete', '/prod-api/questline/gone', 410);
    finish('get', '/prod-api/questline/fine', 200);
    finish('get', 'http://127.0.0.1:9/unreachable', 0);
    expect(log.stop()).toEqual([
      {
        type: 'request',
        method: 'DELETE',
        url: '/prod-api/questline/gone',
        status: 410,
        time: expect.any(String) as string,
      },
      {
        type: 'request',
        method: 'GET',
        url: 'http://127.0.0.1:9/unreachable',
        status: null,
        time: expect.any(String) as string,
      },
    ]);
    send.mockRestore();
  });

  it('puts the page back as it was when it stops', async () => {
    vi.stubGlobal('fetch', fakeFetch);
    const error = console.error;
    const open = XMLHttpRequest.prototype.open;
    const log = startPageLog();
    expect(console.error).not.toBe(error);
    log.stop();
    expect(console.error).toBe(error);
    expect(XMLHttpRequest.prototype.open).toBe(open);
    expect(window.fetch).toBe(fakeFetch);
    await fetch('/prod-api/questline/missing');
    expect(log.stop()).toEqual([]);
  });
});
