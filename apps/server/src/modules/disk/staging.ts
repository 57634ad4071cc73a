import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { DataStore, Locker } from '@tus/server';
import type { FileStorage } from '../../storage/fileStorage';
import type { EphemeralStore } from '../../store/ephemeral';
import { headTap } from '../attachments/headTap';
import { sharedUploadLocker } from './uploadLock';

/** An upload not finished within a day is dropped and its bytes given back (the sweep). */
export const DISK_UPLOAD_TTL_MS = 86_400_000;

/** A finished upload's bytes in the file storage, with its first bytes for telling its type. */
export interface StagedFile {
  key: string;
  size: number;
  head: Buffer;
}

/**
 * Where a resumable upload's bytes wait for their last one (ADR 0115, 0133). An upload is named in its address and
 * its `disk_uploads` row by 32 hex digits; tus knows it by the id the staging gives that name.
 */
export interface UploadStaging {
  datastore: DataStore;
  /** The lock every instance shares (uploadLock.ts). */
  locker: Locker;
  idOf(name: string): string;
  /** The name inside tus's id; undefined for an id this staging does not make. */
  nameOf(id: string): string | undefined;
  /** Puts a finished upload's bytes into the file storage (past `maxBytes` nothing is kept). */
  store(name: string, options: { maxBytes: number; headBytes: number }): Promise<StagedFile>;
  /** Forgets what is staged for the upload; nothing staged is not an error. */
  discard(name: string): Promise<void>;
}

/** An upload's name: 32 hex digits. */
export const UPLOAD_NAME = /^[a-f0-9]{32}$/;

/**
 * The disk driver's staging: DATA_DIR/uploads. Several instances on one machine that mount that folder as well as
 * the files share their uploads: the lock is in the store they share, and tus's file store keeps each upload's
 * record beside its bytes (ADR 0133). The last byte streams the file into the storage.
 */
export function folderStaging(dataDir: string, files: FileStorage, store: EphemeralStore): UploadStaging {
  const datastore = new FileStore({
    directory: path.join(dataDir, 'uploads'),
    expirationPeriodInMilliseconds: DISK_UPLOAD_TTL_MS,
  });
  return {
    datastore,
    locker: sharedUploadLocker(store, (id) => id),
    idOf: (name) => name,
    nameOf: (id) => (UPLOAD_NAME.test(id) ? id : undefined),
    async store(name, options) {
      const source = datastore.read(name);
      const tap = headTap(options.headBytes);
      source.on('error', (error) => tap.destroy(error));
      const stored = await files.put('disk', source.pipe(tap), { maxBytes: options.maxBytes });
      return { ...stored, head: tap.head() };
    },
    async discard(name) {
      await datastore.remove(name).catch(() => undefined);
    },
  };
}
