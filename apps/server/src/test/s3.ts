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
}

const BUCKET = 'questline-test';

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
  };
}
