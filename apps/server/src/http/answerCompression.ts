import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers shorter than this go out as they are: the headers and a compressor's set-up cost more than they save. */
export const COMPRESS_THRESHOLD = 1024;
/** Brotli at a middle quality: the highest levels cost more CPU per answer than they save in bytes (ADR 0026). */
const BROTLI_QUALITY = 4;
/** Brotli's window may be smaller than its default 4 MB for a shorter text: the same bytes, far less memory. */
const BROTLI_LGWIN_MIN = 10;
const BROTLI_LGWIN_MAX = 22;

type Encoding = 'br' | 'gzip';

/** The encoding the caller accepts that we prefer (brotli, then gzip), from Accept-Encoding with its q-values. */
export function chosenEncoding(accept: string | undefined): Encoding | undefined {
  if (!accept) return undefined;
  const weights = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((one) => one.trim()).find((one) => one.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return undefined;
}

function compressible(reply: FastifyReply): boolean {
  const type = String(reply.getHeader('content-type') ?? '');
  return type.startsWith('application/json') || type.startsWith('text/html') || type.startsWith('text/plain');
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const names = typeof vary === 'string' ? vary.split(',').map((name) => name.trim().toLowerCase()) : [];
  if (names.includes('accept-encoding') || names.includes('*')) return;
  reply.header('vary', typeof vary === 'string' && vary !== '' ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

function compress(text: Buffer, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'gzip') {
      zlib.gzip(text, done);
      return;
    }
    const lgwin = Math.min(BROTLI_LGWIN_MAX, Math.max(BROTLI_LGWIN_MIN, Math.ceil(Math.log2(text.length + 1))));
    const params = {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_LGWIN]: lgwin,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
    };
    zlib.brotliCompress(text, { params }, done);
  });
}

/**
 * Compresses an answer the app has whole (JSON, a page of HTML) in one call, on libuv's pool, instead of piping it
 * through a compression stream: @fastify/compress turned each string into a readable stream, a zlib stream and a
 * pump, which under the capacity bench's 590 answers a second cost about a fifth of the request thread and held a
 * compressor's full window per answer (issue 37, ADR 0152). Streams (files, server-sent events, the AI's answers) are
 * left to @fastify/compress, which skips an answer whose Content-Encoding is already set.
 */
export function registerAnswerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding') !== undefined || request.headers['x-no-compression'] !== undefined) {
      return payload;
    }
    if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD || !compressible(reply)) return payload;
    addVary(reply);
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    if (encoding === undefined) return payload;
    let compressed: Buffer;
    try {
      compressed = await compress(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
    } catch (error) {
      // The answer may report a write already committed: it goes on (to @fastify/compress's stream) rather than fail.
      request.log.warn(
        { err: error, encoding },
        'answer left to the compression stream: compressing it in one call failed',
      );
      return payload;
    }
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
