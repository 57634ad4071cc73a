import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type FileStorage,
  InvalidKeyError,
  STORAGE_AREAS,
  byteLimit,
  newKey,
  parseKey,
  removeListedOlderThan,
} from './fileStorage';

/**
 * Files under `root` (DATA_DIR/files): `<area>/<first two hex digits>/<key>`, so no folder grows past a few thousand
 * entries on a big instance.
 */
export function diskFileStorage(root: string): FileStorage {
  const fileOf = (key: string): string | undefined => {
    const parsed = parseKey(key);
    return parsed && path.join(root, parsed.area, parsed.name.slice(0, 2), parsed.name);
  };
  const statOf = async (file: string | undefined) => {
    if (!file) return undefined;
    const stat = await fs.stat(file).catch(() => undefined);
    return stat?.isFile() ? stat : undefined;
  };

  const storage: FileStorage = {
    driver: 'disk',
    put: (area, source, options) => storage.putAt(newKey(area), source, options),
    async putAt(key, source, options = {}) {
      // The pipeline below listens only after the folder exists; a source failing before that must not crash the
      // process. The pipeline still sees the stored error and rejects with it.
      source.on('error', () => undefined);
      const file = fileOf(key);
      if (!file) {
        source.destroy();
        throw new InvalidKeyError(key);
      }
      await fs.mkdir(path.dirname(file), { recursive: true });
      const limit = byteLimit(options.maxBytes);
      // Written beside its place and renamed into it, so a reader never sees half a file and a failed copy of a key
      // that exists (a repeated move) leaves the earlier file whole.
      const partial = `${file}.part-${String(process.pid)}-${String(Date.now())}`;
      try {
        await pipeline(source, limit, createWriteStream(partial, { flags: 'wx' }));
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
      return { key, size: limit.bytes() };
    },
    async get(key, range) {
      const file = fileOf(key);
      if (!file || !(await statOf(file))) return undefined;
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
    async *list(area) {
      if (!STORAGE_AREAS.includes(area)) return;
      const folder = path.join(root, area);
      const shards = await fs.readdir(folder).catch(() => [] as string[]);
      for (const shard of shards) {
        const names = await fs.readdir(path.join(folder, shard)).catch(() => [] as string[]);
        for (const name of names) {
          const key = `${area}/${name}`;
          const stat = await statOf(fileOf(key));
          if (stat) yield { key, size: stat.size, modifiedTime: stat.mtime };
        }
      }
    },
    removeOlderThan: (area, before) => removeListedOlderThan(storage, area, before),
  };
  return storage;
}

/** Where the disk storage keeps its files inside the data directory. */
export function filesRoot(dataDir: string): string {
  return path.join(dataDir, 'files');
}
