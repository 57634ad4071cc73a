import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { lazyPackage } from '../lazyPackage';
import { type FileStorage, InvalidKeyError, byteLimit, newKey, parseKey, removeListedOlderThan } from './fileStorage';
import { putInParts } from './s3Parts';

const s3 = lazyPackage<typeof S3>('@aws-sdk/client-s3');

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Any S3-compatible service (MinIO, Ceph, Alibaba OSS, Tencent COS...); unset: AWS itself. */
  endpoint: string | undefined;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`, which most self-hosted services need. */
  forcePathStyle: boolean;
  /** Keys start with this inside the bucket, so one bucket may hold several installations. */
  prefix: string;
  /** Unset: the SDK's usual chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** "No such object" as the S3 API says it: 404 on HEAD, NoSuchKey on GET. */
function isMissing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404;
}

/** The SDK client's settings for a bucket: the driver's own and the resumable uploads' staging (ADR 0133). */
export function s3ClientConfig(config: S3StorageConfig): S3.S3ClientConfig {
  return {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where the API requires them: several S3-compatible services refuse the newer trailing
    // checksums the SDK would otherwise add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** The object that holds a key's file: keys live under the installation's prefix. */
export function objectName(config: S3StorageConfig, key: string): string {
  return `${config.prefix}${key}`;
}

/**
 * Files as objects of one bucket, `<prefix><area>/<key>`. Uploads go up in parts spooled through the temporary
 * folder (s3Parts.ts), so memory does not grow with the file (issue 32: a 100 MB upload within 30 MB of idle); a
 * source that fails or passes its limit aborts what was sent, so a refused upload leaves no object behind.
 */
export function s3FileStorage(config: S3StorageConfig): FileStorage {
  const sdk = s3();
  const client = new sdk.S3Client(s3ClientConfig(config));
  const objectOf = (key: string): string | undefined => (parseKey(key) ? objectName(config, key) : undefined);

  const storage: FileStorage = {
    driver: 's3',
    put: (area, source, options) => storage.putAt(newKey(area), source, options),
    async putAt(key, source, options = {}) {
      const object = objectOf(key);
      if (!object) {
        source.destroy();
        throw new InvalidKeyError(key);
      }
      const limit = byteLimit(options.maxBytes);
      // Past the limit reading stops at once, even before the parts are read; putInParts then hears the limit's
      // error from the stream.
      limit.on('error', () => source.destroy());
      source.on('error', (error) => limit.destroy(error));
      try {
        await putInParts(client, sdk, { Bucket: config.bucket, Key: object }, source.pipe(limit));
      } catch (error) {
        // The service failed: reading stops too.
        source.destroy();
        throw error;
      }
      return { key, size: limit.bytes() };
    },
    async get(key, range) {
      const object = objectOf(key);
      if (!object) return undefined;
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({
            Bucket: config.bucket,
            Key: object,
            Range: range && `bytes=${String(range.start)}-${String(range.end)}`,
          }),
        );
        return answer.Body instanceof Readable ? answer.Body : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async stat(key) {
      const object = objectOf(key);
      if (!object) return undefined;
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket: config.bucket, Key: object }));
        return { size: head.ContentLength ?? 0, modifiedTime: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      const object = objectOf(key);
      if (object) await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: object }));
    },
    async *list(area) {
      const prefix = `${config.prefix}${area}/`;
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: config.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(config.prefix.length) ?? '';
          if (!parseKey(key)) continue;
          yield { key, size: object.Size ?? 0, modifiedTime: object.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    removeOlderThan: (area, before) => removeListedOlderThan(storage, area, before),
  };
  return storage;
}
