import { ResultCode } from '@questline/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../i18n';
import { setToken } from '../session/token';
import { type Feedback, installFeedback } from './feedback';
import { postStream } from './client';

const encoder = new TextEncoder();

/** A streamed answer cut into the pieces the network delivers; `breakAfter` makes the connection fail there. */
function ndjson(parts: string[], breakAfter?: number): Response {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === breakAfter) return controller.error(new TypeError('network error'));
      const part = parts[sent];
      sent += 1;
      if (part === undefined) controller.close();
      else controller.enqueue(encoder.encode(part));
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } });
}

let toasts: string[] = [];
let sent: { url: string; init: RequestInit }[] = [];

beforeEach(async () => {
  toasts = [];
  sent = [];
  const feedback: Feedback = {
    toastError: (message) => toasts.push(message),
    notifyError: (message) => toasts.push(message),
    confirmSignInAgain: () => Promise.resolve(false),
  };
  installFeedback(feedback);
  setToken('token-1');
  await changeLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

function serve(response: Response) {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return Promise.resolve(response);
  });
}

describe('postStream (issue 34: the AI chat’s streamed answer)', () => {
  it('hands over each line as it completes, whatever pieces the network cut it into', async () => {
    serve(
      ndjson([
        '{"type":"start"}\n{"type":"del',
        'ta","text":"Hel"}\n',
        '{"type":"delta","text":"lo"}\n{"ty',
        'pe":"end"}\n',
      ]),
    );
    const lines: unknown[] = [];
    await postStream('/questline/ai/chat', { prompt: 'Hi' }, (line) => lines.push(line));
    expect(lines).toEqual([
      { type: 'start' },
      { type: 'delta', text: 'Hel' },
      { type: 'delta', text: 'lo' },
      { type: 'end' },
    ]);
    expect(sent[0]?.url).toBe('/prod-api/questline/ai/chat');
    expect(new Headers(sent[0]?.init.headers).get('Authorization')).toBe('Bearer token-1');
    expect(sent[0]?.init.body).toBe('{"prompt":"Hi"}');
  });

  it('ends quietly with what arrived when the connection breaks mid-answer', async () => {
    serve(ndjson(['{"type":"start"}\n', '{"type":"delta","text":"Half"}\n', '{"type":"end"}\n'], 2));
    const lines: unknown[] = [];
    await postStream('/questline/ai/chat', {}, (line) => lines.push(line));
    expect(lines).toEqual([{ type: 'start' }, { type: 'delta', text: 'Half' }]);
    expect(toasts).toEqual([]);
  });

  it('treats a refusal before the stream as every call’s: the message is shown and the call rejects', async () => {
    serve(Response.json({ code: ResultCode.fail, msg: 'Not enough chat credits' }));
    const lines: unknown[] = [];
    await expect(postStream('/questline/ai/chat', {}, (line) => lines.push(line))).rejects.toThrow(
      'Not enough chat credits',
    );
    expect(toasts).toEqual(['Not enough chat credits']);
    expect(lines).toEqual([]);
  });
});
