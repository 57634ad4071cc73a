import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Uploaded and generated files (issue 10: attachments, single-use downloads; issue 31: work-order pictures). One interface so a later
 * S3-compatible store can replace the disk; files always travel as streams, never whole in memory.
 * Keys are made here from random bytes, never from a name a person chose, so no request can reach a
 * path of its own choosing.
 */
export const STORAGE_AREAS = ['attachments', 'downloads', 'workOrders'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

export interface StoredFile {
  key: string;
  size: number;
}

export interface FileStat {
  size: number;
  modifiedTime: Date;
}

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** The source went past `maxBytes`; reading stopped and nothing was kept. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${String(maxBytes)} bytes`);
    this.name = 'FileTooLargeError';
  }
}

export interface FileStorage {
  /** Streams `source` into a new file under a new random key. Past `maxBytes` it stops and keeps nothing. */
  put(area: StorageArea, source: Readable, options?: { maxBytes?: number }): Promise<StoredFile>;
  /** The file (or the bytes of `range`) as a stream; undefined when there is no such file. */
  get(key: string, range?: ByteRange): Promise<Readable | undefined>;
  stat(key: string): Promise<FileStat | undefined>;
  /** Removes the file; a missing one is not an error (removal may run twice). */
  remove(key: string): Promise<void>;
  /** Removes the area's files written before `before` (abandoned downloads); answers how many went. */
  removeOlderThan(area: StorageArea, before: Date): Promise<number>;
}

const KEY = /^(attachments|downloads|workOrders)\/([a-f0-9]{32})$/;

/** Stops a stream once more than `maxBytes` went through it. */
function byteLimit(maxBytes: number | undefined, counted: (size: number) => void): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      counted(size);
      if (maxBytes !== undefined && size > maxBytes) done(new FileTooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
}

/**
 * Files under `root` (DATA_DIR/files): `<area>/<first two hex digits>/<key>`, so no folder grows past a
 * few thousand entries on a big instance.
 */
export function diskFileStorage(root: string): FileStorage {
  const fileOf = (key: string): string | undefined => {
    const match = KEY.exec(key);
    if (!match) return undefined;
    const [, area = '', name = ''] = match;
    return path.join(root, area, name.slice(0, 2), name);
  };
  const statOf = async (file: string | undefined) => {
    if (!file) return undefined;
    const stat = await fs.stat(file).catch(() => undefined);
    return stat?.isFile() ? stat : undefined;
  };

  return {
    async put(area, source, options = {}) {
      // The pipeline below listens only after the folder exists; a source failing before that must not
      // crash the process. The pipeline still sees the stored error and rejects with it.
      source.on('error', () => undefined);
      const name = randomBytes(16).toString('hex');
      const key = `${area}/${name}`;
      const file = fileOf(key) as string;
      await fs.mkdir(path.dirname(file), { recursive: true });
      let size = 0;
      try {
        await pipeline(
          source,
          byteLimit(options.maxBytes, (seen) => (size = seen)),
          createWriteStream(file, { flags: 'wx' }),
        );
      } catch (error) {
        await fs.rm(file, { force: true });
        throw error;
      }
      return { key, size };
    },
    async get(key, range) {
      const file = fileOf(key);
      if (!(await statOf(file)) || !file) return undefined;
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async stat(key) {
      const stat = await statOf(fileOf(key));
      return stat ? { size: stat.size, modifiedTime: stat.mtime } : undefined;
    },
    async remove(key) {
      const file = fileOf(key);
      if (file) await fs.rm(file, { force: true });
    },
    async removeOlderThan(area, before) {
      const folder = path.join(root, area);
      const shards = await fs.readdir(folder).catch(() => [] as string[]);
      let removed = 0;
      for (const shard of shards) {
        const names = await fs.readdir(path.join(folder, shard)).catch(() => [] as string[]);
        for (const name of names) {
          const file = fileOf(`${area}/${name}`);
          const stat = await statOf(file);
          if (!file || !stat || stat.mtime >= before) continue;
          await fs.rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}

/** Where the disk storage keeps its files inside the data directory. */
export function filesRoot(dataDir: string): string {
  return path.join(dataDir, 'files');
}
