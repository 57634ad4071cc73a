import { setImmediate as nextTurn } from 'node:timers/promises';
import { createInflateRaw } from 'node:zlib';
import { AppError, failure } from '../errors';
import type { ZipArchive, ZipEntry } from './zipArchive';

/**
 * The most one part of an import may unpack to. The row caps stop a long sheet early, but not a part that is
 * one endless row or a shared-string table of millions: deflate packs XML a thousand to one, so a 5 MB upload
 * could otherwise unpack to gigabytes. A sheet of 500 rows with long steps is a few MB (ADR 0097).
 */
export const PART_MAX_BYTES = 32 * 1024 * 1024;
/** Each chunk is parsed in well under a millisecond before other requests get their turn. */
const CHUNK_BYTES = 64 * 1024;

const tooLarge = () => failure('importSheetTooLarge', { limit: `${PART_MAX_BYTES / 1024 / 1024} MB` });

/**
 * The unpacked bytes of one part, a chunk at a time with the event loop free in between: zlib inflates on
 * libuv's thread pool, and a stored part is handed out in slices, one per turn of the loop.
 */
export async function* partChunks(archive: ZipArchive, entry: ZipEntry): AsyncGenerator<Buffer> {
  const packed = archive.bytes.subarray(entry.start, entry.start + entry.compressedSize);
  if (entry.method === 0) {
    if (packed.length > PART_MAX_BYTES) throw tooLarge();
    for (let at = 0; at < packed.length; at += CHUNK_BYTES) {
      if (at > 0) await nextTurn();
      yield packed.subarray(at, at + CHUNK_BYTES);
    }
    return;
  }
  if (entry.method !== 8) throw failure('importWrongType');
  const inflate = createInflateRaw({ chunkSize: CHUNK_BYTES });
  inflate.end(packed);
  let unpacked = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      unpacked += chunk.length;
      if (unpacked > PART_MAX_BYTES) throw tooLarge();
      yield chunk;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // zlib's own errors: the part is not deflate data.
    throw failure('importWrongType');
  } finally {
    inflate.destroy();
  }
}
