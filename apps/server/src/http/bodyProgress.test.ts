import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject, buildUser, signIn } from '../test/factories';
import { type TestServer, getTestServer } from '../test/server';
import { multipartForm } from '../test/uploads';

const MB = 1024 * 1024;

/** What came back on a raw connection before it closed, and how many trickled bytes went out. */
interface Exchange {
  answer: string;
  trickled: number;
}

/**
 * Sends `head` on a fresh connection, then one byte every `everyMs` until the server closes the connection;
 * a connection still open after `limitMs` fails the test (before issue 28 point 5 it stayed open for good).
 */
function trickle(port: number, head: string, everyMs: number, limitMs = 10_000): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let trickled = 0;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.write(head);
    const drip = setInterval(() => {
      if (socket.writable) socket.write('x', () => (trickled += 1));
    }, everyMs);
    const limit = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the connection was still open after ${limitMs} ms`));
    }, limitMs);
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(limit);
      resolve({ answer, trickled });
    });
  });
}

/** Sends a request in pieces, `pauseMs` apart, and reads the whole answer (the server closes or answers in full). */
function sendInPieces(port: number, pieces: readonly Buffer[], pauseMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(head)?.[1];
      if (length !== undefined && Buffer.byteLength(body) >= Number(length)) socket.end();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    void (async () => {
      for (const piece of pieces) {
        socket.write(piece);
        await sleep(pauseMs);
      }
    })();
  });
}

/** Issue 28, point 5: a client that trickles its request is cut with 408; a large upload at a normal pace is not. */
describe('slow requests', () => {
  let server: TestServer;
  let port: number;
  let token: string;
  let projectId: number;
  beforeAll(async () => {
    // Windows of 300 ms that must bring 300 bytes each; headers within 1 s.
    server = await getTestServer({
      config: { requestTimeouts: { headersMs: 1000, bodyWindowMs: 300, bodyMinBytesPerSecond: 1000 } },
    });
    const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
    port = Number(new URL(address).port);
    const db = server.database.db;
    // A paid plan takes attachments up to 100 MB.
    const owner = await buildUser(db, { version_code: 1 });
    token = await signIn(db, owner.id);
    projectId = await buildProject(db, { ownerId: owner.id });
  });
  afterAll(() => server.close());

  const head = (path: string, headers: Record<string, string | number>) =>
    [
      `POST ${path} HTTP/1.1`,
      'Host: 127.0.0.1',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n');

  it('answers 408 and closes the connection of a JSON body trickled a byte at a time', async () => {
    const { answer, trickled } = await trickle(
      port,
      head('/prod-api/register/login', { 'Content-Type': 'application/json', 'Content-Length': 200 }),
      50,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(trickled).toBeLessThan(200);
  });

  it('answers 408 and closes the connection of an upload trickled a byte at a time', async () => {
    const form = multipartForm(
      { projectId: String(projectId) },
      { field: 'file', fileName: 'slow.bin', content: Buffer.alloc(MB) },
    );
    const { answer, trickled } = await trickle(
      port,
      head('/prod-api/questline/questionAttachment/upload', {
        Authorization: `Bearer ${token}`,
        ...form.headers,
        'Content-Length': form.payload.length,
      }) + form.payload.subarray(0, 200).toString('latin1'),
      50,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(trickled).toBeLessThan(MB);
  });

  it('answers 408 to headers that never end', async () => {
    const { answer } = await trickle(port, 'POST /prod-api/register/login HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it('takes a 10 MB upload sent at a normal pace over several windows, and answers the next request', async () => {
    const content = Buffer.alloc(10 * MB, 7);
    const form = multipartForm({ projectId: String(projectId) }, { field: 'file', fileName: 'big.bin', content });
    const request = Buffer.concat([
      Buffer.from(
        head('/prod-api/questline/questionAttachment/upload', {
          Authorization: `Bearer ${token}`,
          ...form.headers,
          'Content-Length': form.payload.length,
          Connection: 'close',
        }),
      ),
      form.payload,
    ]);
    const pieces = Array.from({ length: 10 }, (_, index) =>
      request.subarray(Math.floor((index * request.length) / 10), Math.floor(((index + 1) * request.length) / 10)),
    );
    const answer = await sendInPieces(port, pieces, 120);
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { code: number; data: { size: number } };
    expect(body).toMatchObject({ code: ResultCode.ok, data: { size: 10 * MB } });

    const health = await fetch(`http://127.0.0.1:${port}/prod-api/health`);
    expect(health.status).toBe(200);
  });
});
