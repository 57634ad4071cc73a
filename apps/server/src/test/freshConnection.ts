import http from 'node:http';
import type { FaultActor, FaultAnswer } from './faultTraffic';

/**
 * One API call on a connection of its own, closed after the answer: a restart test counts what the server and the
 * proxy do, not a client's reuse of a connection the proxy closed on reload (browsers resend those, Node's fetch
 * does not for a POST).
 */
export function callOnce(
  url: string,
  actor: FaultActor | undefined,
  method: 'GET' | 'POST',
  route: string,
  body?: object,
): Promise<FaultAnswer & { headers: http.IncomingHttpHeaders }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(
      `${url}/prod-api/${route}`,
      {
        method,
        agent: false,
        headers: {
          connection: 'close',
          language: 'en-US',
          ...(actor ? { authorization: `Bearer ${actor.token}` } : {}),
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
        timeout: 15_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          const status = response.statusCode ?? 0;
          try {
            const parsed = JSON.parse(text) as { code?: number; msg?: string };
            resolve({ status, code: parsed.code, msg: parsed.msg ?? '', headers: response.headers });
          } catch {
            resolve({
              status,
              code: undefined,
              msg: `not the envelope: ${text.slice(0, 200)}`,
              headers: response.headers,
            });
          }
        });
        response.on('error', (error) =>
          resolve({ status: response.statusCode ?? 0, code: undefined, msg: String(error), headers: {} }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 15 s')));
    request.on('error', (error) =>
      resolve({ status: 0, code: undefined, msg: `no answer: ${String(error)}`, headers: {} }),
    );
    request.end(payload);
  });
}
