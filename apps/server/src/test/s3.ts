import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../storage/s3Storage';

export interface LocalS3 {
  config: S3StorageConfig;
  /** Stops the server; its objects stay on disk, so `start` again serves them (a service that came back). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
  /** How many multipart uploads are begun and neither completed nor aborted. */
  openMultipartUploads(): number;
}

const BUCKET = 'questline-test';

/** The part of s3rver's file store the patch below wraps (not in its published types). */
interface ObjectStore {
  putObject(object: { bucket: string; key: string }): Promise<{ size: number; md5: string }>;
  deleteObject(bucket: string, key: string): Promise<void>;
  getResourcePath(
    bucket: string,
    key: string | undefined,
    resource: 'object' | 'object.md5' | 'metadata.json' | 'uploads',
  ): string;
}

/**
 * s3rver answers a PUT once the body has passed its hashing step, not once the file holds it (its putObject resolves
 * on the transform's finish, before the write stream's), so a GET right after can read a short file on a loaded
 * machine: a CI run's copy check once read one. S3 itself reads what was written; the double is made to, by
 * waiting until the stored file has the size it answers.
 */
function readAfterWrite(server: S3rver): void {
  const store = (server as unknown as { store: ObjectStore }).store;
  const putObject = store.putObject.bind(store);
  store.putObject = async (object) => {
    const stored = await putObject(object);
    const file = store.getResourcePath(object.bucket, object.key, 'object');
    // A write that never completes is left for the GET to show, after at most two seconds. On a loaded machine the
    // file may not even exist yet when the hash is done (a CI run's PUT answered 500 on that).
    const size = () =>
      fs.promises.stat(file).then(
        (stat) => stat.size,
        () => -1,
      );
    const deadline = Date.now() + 2_000;
    while ((await size()) < stored.size && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return stored;
  };
}

/**
 * s3rver removes the folders a deleted object leaves empty, and races with a write into the same folder or another
 * delete there (one then fails with ENOENT: a 500 where S3, which has no folders, answers 200). A server-s3 run met
 * it. The double deletes the object's files and leaves the folders.
 */
function deleteLeavesFolders(server: S3rver): void {
  const store = (server as unknown as { store: ObjectStore }).store;
  store.deleteObject = async (bucket, key) => {
    const files = (['object', 'object.md5', 'metadata.json'] as const).map((resource) =>
      store.getResourcePath(bucket, key, resource),
    );
    await Promise.all(files.map((file) => fs.promises.rm(file, { force: true })));
  };
}

/** One step of s3rver's request handling (it is a Koa application). */
type Step = (ctx: S3Context, next: () => Promise<void>) => Promise<void>;

interface S3Context {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}

function noSuchUpload(ctx: S3Context): void {
  ctx.status = 404;
  ctx.type = 'application/xml';
  ctx.body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code>' +
    '<Message>The specified upload does not exist.</Message></Error>';
}

/**
 * s3rver lacks two calls of the multipart API that every S3 service has and that resumable uploads staged in the
 * bucket need (@tus/s3-store, ADR 0133): ListParts (GET ?uploadId, the parts sent so far) and AbortMultipartUpload
 * (DELETE ?uploadId). They are answered here from s3rver's own folder of the upload's parts, before its routes,
 * in the shapes the S3 API documents.
 */
function multipartListingAndAbort(server: S3rver): void {
  const store = (server as unknown as { store: ObjectStore }).store;
  const step: Step = async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    const match = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    if (!match || typeof uploadId !== 'string' || !['GET', 'DELETE'].includes(ctx.method)) return next();
    const [, bucket = '', key = ''] = match;
    const folder = path.join(store.getResourcePath(bucket, undefined, 'uploads'), path.basename(uploadId));
    if (!fs.existsSync(path.join(folder, 'key'))) return noSuchUpload(ctx);
    if (ctx.method === 'DELETE') {
      await fs.promises.rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const numbers = (await fs.promises.readdir(folder)).filter((name) => /^\d+$/.test(name)).map(Number);
    const parts = await Promise.all(
      numbers
        .sort((a, b) => a - b)
        .map(async (number) => {
          const file = path.join(folder, String(number));
          const [stat, md5] = await Promise.all([fs.promises.stat(file), fs.promises.readFile(`${file}.md5`, 'utf8')]);
          return { PartNumber: number, LastModified: stat.mtime.toISOString(), ETag: `"${md5}"`, Size: stat.size };
        }),
    );
    ctx.body = {
      ListPartsResult: {
        Bucket: bucket,
        Key: decodeURIComponent(key),
        UploadId: uploadId,
        PartNumberMarker: 0,
        NextPartNumberMarker: parts.at(-1)?.PartNumber ?? 0,
        MaxParts: 10_000,
        IsTruncated: false,
        Part: parts,
      },
    };
  };
  // After the step that writes an object body as XML, before the routes.
  const steps = (server as unknown as { middleware: Step[] }).middleware;
  steps.splice(steps.length - 1, 0, step);
}

/**
 * A real S3 API on a free port of this machine (the npm `s3rver` package), with one bucket, for the storage tests
 * and the two-instance test (issue 32). Every call goes through the AWS SDK and HTTP as it would to a bucket.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    readAfterWrite(server);
    deleteLeavesFolders(server);
    multipartListingAndAbort(server);
    const address = await server.run();
    port = address.port;
  };
  await start();
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  return {
    config: {
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${String(port)}`,
      forcePathStyle: true,
      prefix: 'install-1/',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    stop,
    start,
    async close() {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
    openMultipartUploads() {
      if (!server) throw new Error('the local S3 is stopped');
      const uploads = (server as unknown as { store: ObjectStore }).store.getResourcePath(BUCKET, undefined, 'uploads');
      return fs.existsSync(uploads) ? fs.readdirSync(uploads).length : 0;
    },
  };
}
