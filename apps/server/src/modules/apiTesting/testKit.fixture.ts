import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { apiAs } from '../../test/api';
import { buildUser, signIn } from '../../test/factories';
import type { TestServer } from '../../test/server';

/** What the local target server received, for tests that check what the tester sent. */
export interface Received {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface Target {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  received: Received[];
  close(): Promise<void>;
}

/**
 * A small HTTP server on 127.0.0.1 and a free port that the interface tester's tests send to (issue 34): JSON,
 * failures, redirects, a large, a slow and a compressed answer, a cookie, and an echo of what it got.
 */
export async function startTarget(): Promise<Target> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const url = new URL(request.url ?? '/', 'http://target');
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(value));
      };
      switch (url.pathname) {
        case '/orders':
          return json(200, { data: { items: [{ id: 7, state: 'paid' }] }, total: 1 }, { 'x-trace': 'abc' });
        case '/broken':
          return json(500, { error: 'database unavailable' });
        case '/echo':
          return json(200, { method: request.method, url: request.url, headers: request.headers, body });
        case '/redirect':
          response.writeHead(Number(url.searchParams.get('status') ?? 302), {
            location: url.searchParams.get('to') ?? '/',
          });
          return response.end();
        case '/loop':
          response.writeHead(302, { location: '/loop' });
          return response.end();
        case '/cookie':
          return json(200, { cookie: request.headers.cookie ?? null }, { 'set-cookie': 'session=abc; Path=/' });
        case '/big':
          response.writeHead(200, { 'content-type': 'text/plain' });
          return response.end('x'.repeat(Number(url.searchParams.get('bytes') ?? 0)));
        case '/gzip':
          response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
          return response.end(gzipSync(JSON.stringify({ zipped: true })));
        case '/slow':
          response.writeHead(200, { 'content-type': 'text/plain' });
          response.write('first part');
          // Never ends: the tester's time-out must.
          return undefined;
        default:
          return json(404, { error: 'not found' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The platform administrator lets the tester reach these hosts (the page's allowed hosts). */
export async function allowHosts(server: TestServer, hosts: string[]): Promise<void> {
  const { id } = await buildUser(server.database.db, { is_platform_admin: 1 });
  const answer = await apiAs(server, await signIn(server.database.db, id), 'en-US')('PUT', 'apiTesting/allowedHosts', {
    hosts,
  });
  if (answer.code !== 200) throw new Error(`allowing hosts failed: ${answer.msg}`);
}
