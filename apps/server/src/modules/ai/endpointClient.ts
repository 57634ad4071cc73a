import { z } from 'zod';
import { failure } from '../../http/errors';
import type { AiEndpoint } from './endpoint';

/** However lively, an answer that takes longer than this is cut off: the sweep may then trust its reservation dead. */
export const AI_ANSWER_MAX_MS = 10 * 60_000;

/**
 * Ends a call to the endpoint that keeps silent longer than `silenceMs` (before its answer starts, or between two
 * pieces of it) or that runs past AI_ANSWER_MAX_MS in all. `touch` on every piece received.
 */
export class Watch {
  private readonly controller = new AbortController();
  private silence: NodeJS.Timeout;
  private readonly deadline: NodeJS.Timeout;
  timedOut = false;

  constructor(private readonly silenceMs: number) {
    this.silence = this.arm(silenceMs);
    this.deadline = this.arm(AI_ANSWER_MAX_MS);
  }

  private arm(ms: number): NodeJS.Timeout {
    return setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, ms);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  touch(): void {
    clearTimeout(this.silence);
    this.silence = this.arm(this.silenceMs);
  }

  stop(): void {
    clearTimeout(this.silence);
    clearTimeout(this.deadline);
  }

  /** Ends the call now: its answer is not wanted. */
  abort(): void {
    this.stop();
    this.controller.abort();
  }
}

/** The endpoint's own explanation of a refusal (OpenAI's `error.message`), short and on one line. */
async function refusalDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  let detail = text;
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof body.error === 'string' ? body.error : (body.error?.message ?? body.message);
    if (typeof message === 'string') detail = message;
  } catch {
    // Not JSON (a proxy's error page): its text, cut short, says enough.
  }
  const line = detail.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 200)}…` : line || response.statusText;
}

/**
 * One call to the endpoint (Node's fetch, ADR 0124): the key as a bearer token when one is set; a refusal (HTTP 4xx or
 * 5xx), no connection or silence past the watch become the localised failures the person reads.
 */
async function call(
  endpoint: AiEndpoint,
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
  watch: Watch,
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json, text/event-stream' };
  if (endpoint.apiKey !== '') headers.authorization = `Bearer ${endpoint.apiKey}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${endpoint.baseUrl}${path}`, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: watch.signal,
    });
  } catch {
    watch.stop();
    throw failure(watch.timedOut ? 'aiEndpointTimeout' : 'aiEndpointUnreachable');
  }
  if (!response.ok) {
    const detail = await refusalDetail(response);
    watch.stop();
    throw failure('aiEndpointRefused', { status: response.status, detail });
  }
  return response;
}

/** Reads a whole JSON answer within the watch, checked against `schema`. */
async function answerOf<T>(response: Response, schema: z.ZodType<T>, watch: Watch): Promise<T> {
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw failure(watch.timedOut ? 'aiEndpointTimeout' : 'aiEndpointUnreadable');
  } finally {
    watch.stop();
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw failure('aiEndpointUnreadable');
  return parsed.data;
}

export interface ChatRequest {
  model: string;
  messages: { role: 'user' | 'assistant'; content: string }[];
  maxTokens: number;
}

/**
 * Starts a streamed chat completion and answers its body once the endpoint accepted it; the usage is asked for in the
 * stream's last event (`stream_options.include_usage`). The caller reads the body under the same watch.
 */
export async function openChatStream(
  endpoint: AiEndpoint,
  request: ChatRequest,
  watch: Watch,
): Promise<AsyncIterable<Uint8Array>> {
  const response = await call(
    endpoint,
    '/chat/completions',
    {
      method: 'POST',
      body: {
        model: request.model,
        messages: request.messages,
        max_tokens: request.maxTokens,
        stream: true,
        stream_options: { include_usage: true },
      },
    },
    watch,
  );
  if (!response.body) {
    watch.stop();
    throw failure('aiEndpointUnreadable');
  }
  return response.body;
}

/** A picture as the endpoint gave it: its bytes in base64, or an address to fetch them from. */
export type PictureSource = { base64: string } | { url: string };

const imagesAnswer = z.object({
  data: z.array(z.object({ b64_json: z.string().min(1).optional(), url: z.string().url().optional() })),
});

/** POST /images/generations: `count` pictures of `prompt`, whole, within the silence allowed. */
export async function generatePictures(
  endpoint: AiEndpoint,
  request: { model: string; prompt: string; count: number },
  silenceMs: number,
): Promise<PictureSource[]> {
  const watch = new Watch(silenceMs);
  const response = await call(
    endpoint,
    '/images/generations',
    { method: 'POST', body: { model: request.model, prompt: request.prompt, n: request.count } },
    watch,
  );
  const answer = await answerOf(response, imagesAnswer, watch);
  return answer.data.flatMap((item): PictureSource[] => {
    if (item.b64_json) return [{ base64: item.b64_json }];
    return item.url ? [{ url: item.url }] : [];
  });
}

/** GET a picture the endpoint linked to (no key: such addresses carry their own signature); its body streams. */
export async function fetchPicture(
  url: string,
  silenceMs: number,
): Promise<{ body: AsyncIterable<Uint8Array>; watch: Watch }> {
  const watch = new Watch(silenceMs);
  let response: Response;
  try {
    response = await fetch(url, { signal: watch.signal });
  } catch {
    watch.stop();
    throw failure(watch.timedOut ? 'aiEndpointTimeout' : 'aiEndpointUnreachable');
  }
  if (!response.ok || !response.body) {
    watch.stop();
    throw failure('aiEndpointRefused', { status: response.status, detail: response.statusText });
  }
  return { body: response.body, watch };
}

const modelsAnswer = z.object({ data: z.array(z.object({ id: z.string() })) });

/** GET /models: what the endpoint says it serves, to check an address and key before saving them. */
export async function listModels(endpoint: AiEndpoint, silenceMs: number): Promise<string[]> {
  const watch = new Watch(silenceMs);
  const response = await call(endpoint, '/models', { method: 'GET' }, watch);
  const answer = await answerOf(response, modelsAnswer, watch);
  return answer.data.map((model) => model.id);
}
