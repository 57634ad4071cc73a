import { randomBytes } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';

/**
 * Every file Questline keeps (issue 32): attachments, single-use downloads, work-order pictures, avatars, project and
 * commodity images, the network disk and the resource store. One interface with two drivers, a local folder (diskStorage.ts, the
 * default) and any S3-compatible bucket (s3Storage.ts), so that several instances can share the files. Files always
 * travel as streams, never whole in memory. Keys are made here from random bytes, never from a name a person chose,
 * so no request can reach a path or object of its own choosing.
 */
export const STORAGE_AREAS = [
  'attachments',
  'downloads',
  'workOrders',
  'avatars',
  'projectImages',
  'commodityImages',
  'disk',
  'resources',
  'resourceCovers',
  'aiImages',
  'im',
] as const;
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

export interface PutOptions {
  maxBytes?: number;
}

export interface FileStorage {
  /** Which driver holds the files: the start banner and the health answer say it. */
  readonly driver: 'disk' | 's3';
  /** Streams `source` into a new file under a new random key. Past `maxBytes` it stops and keeps nothing. */
  put(area: StorageArea, source: Readable, options?: PutOptions): Promise<StoredFile>;
  /**
   * Streams `source` under a key made by `newKey` elsewhere: moving files between drivers and out of the folders
   * of earlier versions keeps their keys. A key this storage would not make is refused.
   */
  putAt(key: string, source: Readable, options?: PutOptions): Promise<StoredFile>;
  /** The file (or the bytes of `range`) as a stream; undefined when there is no such file. */
  get(key: string, range?: ByteRange): Promise<Readable | undefined>;
  stat(key: string): Promise<FileStat | undefined>;
  /** Removes the file; a missing one is not an error (removal may run twice). */
  remove(key: string): Promise<void>;
  /** Every file of the area, in no particular order. */
  list(area: StorageArea): AsyncIterable<StoredFile & FileStat>;
  /** Removes the area's files written before `before` (abandoned downloads); answers how many went. */
  removeOlderThan(area: StorageArea, before: Date): Promise<number>;
}

const KEY = new RegExp(`^(${STORAGE_AREAS.join('|')})/([a-f0-9]{32})$`);

/** The area and name of a key this storage makes, or undefined for anything else. */
export function parseKey(key: string): { area: StorageArea; name: string } | undefined {
  const match = KEY.exec(key);
  if (!match) return undefined;
  const [, area = '', name = ''] = match;
  return { area: area as StorageArea, name };
}

/** A new random key in `area`; `name` keeps a name made earlier (an image's, whose address holds it). */
export function newKey(area: StorageArea, name: string = randomBytes(16).toString('hex')): string {
  return `${area}/${name}`;
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`not a storage key: ${key.slice(0, 80)}`);
    this.name = 'InvalidKeyError';
  }
}

/** Counts what goes through and stops the stream once more than `maxBytes` did. */
export function byteLimit(maxBytes: number | undefined): Transform & { bytes: () => number } {
  let size = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (maxBytes !== undefined && size > maxBytes) done(new FileTooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
  return Object.assign(limit, { bytes: () => size });
}

/** Removes the area's files older than `before` through `list`, which both drivers share. */
export async function removeListedOlderThan(storage: FileStorage, area: StorageArea, before: Date): Promise<number> {
  let removed = 0;
  for await (const file of storage.list(area)) {
    if (file.modifiedTime >= before) continue;
    await storage.remove(file.key);
    removed += 1;
  }
  return removed;
}
