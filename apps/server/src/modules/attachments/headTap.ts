import { Transform } from 'node:stream';

/** Passes a stream through and keeps its first bytes, for the content check once the file is stored. */
export function headTap(bytes: number): Transform & { head: () => Buffer } {
  const kept: Buffer[] = [];
  let length = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (length < bytes) {
        kept.push(chunk.subarray(0, bytes - length));
        length += Math.min(chunk.length, bytes - length);
      }
      done(null, chunk);
    },
  });
  return Object.assign(tap, { head: () => Buffer.concat(kept) });
}
