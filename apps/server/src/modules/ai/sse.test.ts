import { describe, expect, it } from 'vitest';
import { chatPieces, sseData } from './sse';

/** The stream in the pieces the network may cut it into. */
async function* arriving(...parts: string[]): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  for (const part of parts) yield encoder.encode(part);
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe('server-sent events as the endpoint streams them (ADR 0124)', () => {
  it('joins an event’s data lines and ends it at a blank line, however the bytes were cut', async () => {
    const events = await collect(
      sseData(
        arriving(': a comment\r', '\nda', 'ta: one\r', '\ndata:two\r\n\r\nevent: x\ndata: three\n\n', 'data: cut'),
      ),
    );
    expect(events).toEqual(['one\ntwo', 'three']);
  });

  it('reads a character cut between two pieces', async () => {
    const bytes = new TextEncoder().encode('data: 登录\n\n');
    const events = await collect(
      sseData(
        (async function* () {
          yield bytes.subarray(0, 8);
          yield bytes.subarray(8);
        })(),
      ),
    );
    expect(events).toEqual(['登录']);
  });

  it('reads a chat completion’s text, finish, usage and end, passing over what it cannot read', async () => {
    const line = (value: object) => `data: ${JSON.stringify(value)}\n\n`;
    const pieces = await collect(
      chatPieces(
        arriving(
          line({ choices: [{ delta: { role: 'assistant', content: '' }, finish_reason: null }] }),
          line({ choices: [{ delta: { content: 'Hel' } }] }),
          'data: {not json\n\n',
          line({ choices: [{ delta: { content: 'lo' }, finish_reason: 'stop' }] }),
          line({ choices: [], usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 } }),
          'data: [DONE]\n\n',
          line({ choices: [{ delta: { content: 'after the end' } }] }),
        ),
      ),
    );
    expect(pieces).toEqual([
      { kind: 'text', text: 'Hel' },
      { kind: 'text', text: 'lo' },
      { kind: 'finish', reason: 'stop' },
      { kind: 'usage', usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 } },
      { kind: 'done' },
    ]);
  });
});
