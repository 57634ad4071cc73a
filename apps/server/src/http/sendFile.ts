import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, FileStorage } from '../storage/fileStorage';
import { notFound } from './errors';

export interface FileToSend {
  key: string;
  /** The name offered to the browser (the uploader's, cleaned). */
  fileName: string;
  contentType: string;
  /** `inline` only for images and videos; everything else is saved, never rendered. */
  disposition: 'inline' | 'attachment';
  cacheControl: string;
}

/** RFC 6266 with an ASCII fallback, so Chinese names arrive intact and quotes cannot break the header. */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

type RangeAnswer = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

/** One `bytes=` range (a video player's seek); several ranges or a malformed header get the whole file. */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'part', range: { start, end } };
}

/**
 * Streams a stored file (DESIGN.md: served with Content-Disposition and nosniff, never as HTML), whole
 * or the one range a video player asks for. A file that is gone answers 404.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStorage,
  file: FileToSend,
): Promise<FastifyReply> {
  const stat = await files.stat(file.key);
  if (!stat) throw notFound();
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.disposition, file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', file.cacheControl)
    .header('accept-ranges', 'bytes');
  const answer = parseRange(request.headers.range, stat.size);
  if (answer.kind === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${String(stat.size)}`)
      .send();
  }
  const range = answer.kind === 'part' ? answer.range : undefined;
  const stream = await files.get(file.key, range);
  if (!stream) throw notFound();
  if (range) {
    reply.code(206).header('content-range', `bytes ${String(range.start)}-${String(range.end)}/${String(stat.size)}`);
  }
  return reply.header('content-length', range ? range.end - range.start + 1 : stat.size).send(stream);
}
