import http, { type IncomingHttpHeaders } from 'node:http';
import type { DiagStreamEvent } from '@questline/contract';

/** A test stream's reader: the events as they arrive, and whether the server ended it. */
export interface StreamReader {
  next(): Promise<DiagStreamEvent & { id: number }>;
  ended(): Promise<boolean>;
}

/** An answer to a GET on a connection of its own, read as it arrives; `hangUp` closes that connection. */
export interface OpenAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  events: StreamReader;
  json(): Promise<unknown>;
  hangUp(): void;
}

/**
 * GETs `url` on a connection of its own, as a browser's EventSource holds one: hanging up closes it, and no pooled
 * connection of the client outlives the test to hold the server's close.
 */
export function openAnswer(
  url: string,
  headers: Record<string, string>,
  options: { keepAlive?: boolean } = {},
): Promise<OpenAnswer> {
  // A browser keeps its connection open after an answer; by default the test's closes with its answer.
  const agent = options.keepAlive ? new http.Agent({ keepAlive: true }) : false;
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent }, (response) => {
      response.setEncoding('utf8');
      const chunks: string[] = [];
      const waiting: (() => void)[] = [];
      let done = false;
      response.on('data', (chunk: string) => {
        chunks.push(chunk);
        for (const wake of waiting.splice(0)) wake();
      });
      response.on('close', () => {
        done = true;
        for (const wake of waiting.splice(0)) wake();
      });
      let buffered = '';
      const more = () => new Promise<void>((wake) => (chunks.length > 0 || done ? wake() : waiting.push(wake)));
      const block = async (): Promise<string | null> => {
        for (;;) {
          buffered += chunks.splice(0).join('');
          const end = buffered.indexOf('\n\n');
          if (end >= 0) {
            const text = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            return text;
          }
          if (done) return null;
          await more();
        }
      };
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events: {
          async next() {
            for (;;) {
              const text = await block();
              if (text === null) throw new Error('the stream ended');
              const lines = text.split('\n');
              const data = lines.find((line) => line.startsWith('data: '));
              const id = lines.find((line) => line.startsWith('id: '));
              if (data && id) return { id: Number(id.slice(4)), ...(JSON.parse(data.slice(6)) as DiagStreamEvent) };
            }
          },
          async ended() {
            while ((await block()) !== null);
            return true;
          },
        },
        async json() {
          while (!done) await more();
          return JSON.parse(buffered + chunks.join('')) as unknown;
        },
        hangUp: () => {
          request.destroy();
          if (agent) agent.destroy();
        },
      });
    });
    request.on('error', reject);
  });
}
