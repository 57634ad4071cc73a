import { buffer } from 'node:stream/consumers';
import { type KvStore, Upload } from '@tus/server';
import type { MetadataValue } from '@tus/s3-store';
import { type FileStorage, newKey } from '../../storage/fileStorage';
import { type S3StorageConfig, objectName, s3ClientConfig } from '../../storage/s3Storage';
import type { EphemeralStore } from '../../store/ephemeral';
import { DISK_UPLOAD_TTL_MS, UPLOAD_NAME, type UploadStaging } from './staging';
import { sharedUploadLocker } from './uploadLock';

/**
 * The S3 minimum, and the browser's piece (useDiskUploads.ts): each PATCH becomes one part, and a request cut off
 * loses at most this much, since a part is sent only whole. Each part waits in the system's temporary folder, not in
 * memory, until it is sent.
 */
const PART_BYTES = 5 * 1024 * 1024;

/** What the ephemeral store keeps of an upload lives as long as the upload may. */
const METADATA_TTL_MS = DISK_UPLOAD_TTL_MS + 3_600_000;

/**
 * The name of the upload tus knows as `id`, for the store's keys: an id holds the installation's S3 prefix, of any
 * length, and the store's keys are short (the database's hold 200 characters).
 */
type NameOf = (id: string) => string;

/** tus's record of an upload (its S3 upload id, declared size and metadata), in the store every instance reads. */
function sharedMetadata(store: EphemeralStore, nameOf: NameOf): KvStore<MetadataValue> {
  const key = (id: string) => `diskUpload:metadata:${nameOf(id)}`;
  return {
    async get(id) {
      const text = await store.get(key(id));
      if (text === undefined) return undefined;
      const value = JSON.parse(text) as MetadataValue;
      return { ...value, file: new Upload(value.file) };
    },
    async set(id, value) {
      await store.put(key(id), JSON.stringify(value), METADATA_TTL_MS);
    },
    async delete(id) {
      await store.delete(key(id));
    },
  };
}

/** The first `bytes` of a stored file. */
async function headOf(files: FileStorage, key: string, bytes: number): Promise<Buffer> {
  const stream = await files.get(key, { start: 0, end: bytes - 1 });
  if (!stream) throw new Error(`${key} is not in the storage`);
  return buffer(stream);
}

/** S3's answer for an object or multipart upload that is not there. */
function isMissing(error: unknown): boolean {
  const name = (error as { name?: unknown }).name;
  return name === 'NoSuchUpload' || name === 'NoSuchKey' || name === 'NotFound';
}

/**
 * Resumable uploads staged in the bucket itself (ADR 0133), through `@tus/s3-store`: an upload is a multipart upload
 * of the object `<prefix>uploads/<name>`, with tus's record beside it (`.info`, and `.part` for a piece under the S3
 * minimum), its metadata and its lock in the ephemeral store every instance shares, so an interrupted upload
 * resumes through any instance. The last byte completes the object; landing copies it inside the bucket to its key
 * in the file storage, so no byte of it passes through the server again.
 */
export async function bucketStaging(
  config: S3StorageConfig,
  deps: { files: FileStorage; store: EphemeralStore },
): Promise<UploadStaging> {
  // Loaded only where the bucket is configured, like the SDK it brings (build.mjs keeps both outside the bundle).
  const { S3Store } = await import('@tus/s3-store');

  class BucketStore extends S3Store {
    /** Copies a completed upload to `object`, inside the bucket. */
    async copy(id: string, object: string): Promise<void> {
      await this.client.copyObject({ Bucket: this.bucket, Key: object, CopySource: encodeURI(`${this.bucket}/${id}`) });
    }

    /** Removes the upload's multipart upload (when unfinished), its object and its record. */
    async discard(id: string): Promise<void> {
      const metadata = await this.getMetadata(id).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (metadata) {
        await this.client
          .abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: metadata['upload-id'] })
          .catch((error: unknown) => {
            if (!isMissing(error)) throw error;
          });
      }
      await this.client.deleteObjects({
        Bucket: this.bucket,
        Delete: { Objects: [id, this.infoKey(id), this.partKey(id, true)].map((Key) => ({ Key })), Quiet: true },
      });
      await this.clearCache(id);
    }
  }

  const prefix = objectName(config, 'uploads/');
  const idOf = (name: string) => `${prefix}${name}`;
  const nameOf = (id: string) => {
    const name = id.startsWith(prefix) ? id.slice(prefix.length) : '';
    return UPLOAD_NAME.test(name) ? name : undefined;
  };
  // tus asks only for ids the staging made (getFileIdFromRequest), so each has its name.
  const keyOf = (id: string) => nameOf(id) ?? id;
  const datastore = new BucketStore({
    partSize: PART_BYTES,
    expirationPeriodInMilliseconds: DISK_UPLOAD_TTL_MS,
    // Expiry is the sweep's (the disk_uploads rows), not a bucket lifecycle rule reading tags.
    useTags: false,
    cache: sharedMetadata(deps.store, keyOf),
    s3ClientConfig: { ...s3ClientConfig(config), bucket: config.bucket },
  });
  return {
    datastore,
    locker: sharedUploadLocker(deps.store, keyOf),
    idOf,
    nameOf,
    async store(name, options) {
      const key = newKey('disk');
      await datastore.copy(idOf(name), objectName(config, key));
      try {
        const size = (await deps.files.stat(key))?.size ?? 0;
        if (size > options.maxBytes) {
          throw new Error(`upload ${name} completed with ${String(size)} bytes, past ${String(options.maxBytes)}`);
        }
        const first = Math.min(size, options.headBytes);
        const head = first === 0 ? Buffer.alloc(0) : await headOf(deps.files, key, first);
        return { key, size, head };
      } catch (error) {
        await deps.files.remove(key);
        throw error;
      }
    },
    discard: (name) => datastore.discard(idOf(name)),
  };
}
