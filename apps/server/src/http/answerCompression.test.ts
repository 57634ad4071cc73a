import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ProjectWorld, buildProjectWorld } from '../test/projectWorld';
import { buildQuestion } from '../test/questions';
import { type TestServer, getTestServer } from '../test/server';
import { COMPRESS_THRESHOLD, chosenEncoding } from './answerCompression';

describe('the encoding chosen from Accept-Encoding', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['BR;q=0.5', 'br'],
    ['*', 'br'],
    ['gzip, *;q=0', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['br;q=0, gzip;q=0', undefined],
    [undefined, undefined],
  ])('%s -> %s', (accept, expected) => {
    expect(chosenEncoding(accept)).toBe(expected);
  });
});

/** Issue 37, ADR 0152: whole answers are compressed in one call; the bytes decode to the very answer sent plain. */
describe('compressed answers', () => {
  let server: TestServer;
  let w: ProjectWorld;
  beforeAll(async () => {
    server = await getTestServer();
    w = await buildProjectWorld(server.database.db);
    for (let index = 0; index < 30; index += 1) {
      await buildQuestion(server.database.db, {
        projectId: w.projectId,
        creatorId: w.admin.id,
        handlerIds: [w.member.id],
        title: `登录页面在 Safari 上白屏 ${String(index)}`,
      });
    }
  });
  afterAll(() => server.close());

  const list = (headers: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: '/prod-api/questline/questionInfo/getProjectProblemList?pageNum=1&pageSize=50',
      payload: { projectId: w.projectId },
      headers: { authorization: `Bearer ${w.admin.token}`, ...headers },
    });

  it('sends a list in brotli or gzip as the caller prefers, the same JSON as sent plain, and says it varies', async () => {
    const plain = await list({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(plain.json<{ rows: unknown[] }>().rows.length).toBeGreaterThanOrEqual(30);

    const br = await list({ 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    // Compressed whole, not streamed: the answer says its length.
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.payload);

    const gzip = await list({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.payload);
    // The read cache's answer to the same question goes out compressed as well.
    const again = await list({ 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(again.rawPayload).toString()).toBe(plain.payload);
  });

  it('sends short answers and answers asked plain as they are', async () => {
    const counts = await server.app.inject({
      method: 'GET',
      url: '/prod-api/questline/questionInfo/getTodoCounts',
      headers: { authorization: `Bearer ${w.member.token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(counts.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(counts.headers['content-encoding']).toBeUndefined();
    expect(counts.json<{ code: number }>().code).toBe(200);

    const refused = await list({ 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.payload).toBe((await list({})).payload);
  });

  it('sends the answer anyway when compressing it in one call fails, so a committed write never reads as an error', async () => {
    const failing = vi
      .spyOn(zlib, 'brotliCompress')
      .mockImplementation(((
        _buffer: unknown,
        _options: unknown,
        callback: (error: Error | null, result: Buffer) => void,
      ) => callback(new Error('out of memory'), Buffer.alloc(0))) as unknown as typeof zlib.brotliCompress);
    try {
      const answer = await list({ 'accept-encoding': 'br' });
      expect(failing).toHaveBeenCalled();
      expect(answer.statusCode).toBe(200);
      // Left to @fastify/compress, whose stream compresses it as before.
      const body =
        answer.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(answer.rawPayload) : answer.rawPayload;
      expect(body.toString()).toBe((await list({})).payload);
    } finally {
      failing.mockRestore();
    }
  });
});
