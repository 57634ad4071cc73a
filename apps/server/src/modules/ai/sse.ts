import { z } from 'zod';

/**
 * The `data` of each server-sent event as it arrives (the WHATWG event-stream format): lines split on CR, LF or CRLF,
 * an event's `data:` lines joined by a line feed, an event ended by a blank line. Comments and other fields are
 * skipped; an event the stream ends inside of never completed and is dropped.
 */
export async function* sseData(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let pending = '';
  let data: string[] = [];
  for await (const chunk of body) {
    pending += decoder.decode(chunk, { stream: true });
    // A CR at the very end may be the first half of a CRLF still on its way: it waits for the next piece.
    const heldCr = pending.endsWith('\r');
    const lines = (heldCr ? pending.slice(0, -1) : pending).split(/\r\n|\r|\n/);
    pending = (lines.pop() ?? '') + (heldCr ? '\r' : '');
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) yield data.join('\n');
        data = [];
      } else if (line.startsWith('data:')) {
        data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
      }
    }
  }
}

const chunk = z.object({
  choices: z
    .array(
      z.object({
        delta: z.object({ content: z.string().nullish() }).nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .default([]),
  usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number(), total_tokens: z.number() }).nullish(),
});

export type ChatUsage = NonNullable<z.infer<typeof chunk>['usage']>;

/** One thing a chat completion's stream said: a piece of the answer, why it finished, its usage, or its end. */
export type ChatPiece =
  | { kind: 'text'; text: string }
  | { kind: 'finish'; reason: string }
  | { kind: 'usage'; usage: ChatUsage }
  | { kind: 'done' };

/** An OpenAI-compatible chat completion stream read piece by piece; lines it cannot read are passed over. */
export async function* chatPieces(body: AsyncIterable<Uint8Array>): AsyncGenerator<ChatPiece> {
  for await (const data of sseData(body)) {
    if (data.trim() === '[DONE]') {
      yield { kind: 'done' };
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      continue;
    }
    const parsed = chunk.safeParse(json);
    if (!parsed.success) continue;
    for (const choice of parsed.data.choices) {
      if (choice.delta?.content) yield { kind: 'text', text: choice.delta.content };
      if (choice.finish_reason) yield { kind: 'finish', reason: choice.finish_reason };
    }
    if (parsed.data.usage) yield { kind: 'usage', usage: parsed.data.usage };
  }
}
