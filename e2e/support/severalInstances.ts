import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type Instance, startInstance } from '../../apps/server/src/test/instances';
import { type Nginx, startNginx } from '../../apps/server/src/test/nginx';
import { type OwnRedis, freePort, ownRedis } from '../../apps/server/src/test/ownRedis';
import { adminQuery, postgresAdminUrl, withDatabaseName } from '../../apps/server/src/test/postgresAdmin';
import { type LocalS3, startLocalS3 } from '../../apps/server/src/test/s3';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * README "Several instances" on one machine: a PostgreSQL database of the journey's own (on TEST_DATABASE_URL's
 * server), a Redis and an S3 API of its own, two instances of the build (apps/server/dist/main.js, `npm run build`
 * first) and Debian's nginx on the shipped deploy/nginx.conf in front of them.
 */
export interface SeveralInstances {
  /** The proxy's address: the one people use. */
  url: string;
  nginx: Nginx;
  instances: [Instance, Instance];
  /** Everything both instances wrote so far (their SMS codes among it). */
  log(): string;
  stop(): Promise<void>;
}

export async function startSeveralInstances(): Promise<SeveralInstances> {
  const name = `questline_e2e_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const started: { redis?: OwnRedis; s3?: LocalS3; instances: Instance[]; nginx?: Nginx } = { instances: [] };
  const stop = async () => {
    await started.nginx?.stop();
    for (const instance of started.instances) await instance.remove();
    await started.redis?.kill();
    await started.s3?.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
  };
  try {
    started.redis = await ownRedis();
    started.s3 = await startLocalS3();
    const proxyPort = await freePort();
    const url = `http://127.0.0.1:${proxyPort}`;
    const { bucket, region, endpoint, prefix, credentials } = started.s3.config;
    const env = {
      DATABASE_URL: withDatabaseName(postgresAdminUrl(), name),
      REDIS_URL: started.redis.url,
      FILE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ENDPOINT: endpoint ?? '',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: prefix,
      AWS_ACCESS_KEY_ID: credentials?.accessKeyId ?? '',
      AWS_SECRET_ACCESS_KEY: credentials?.secretAccessKey ?? '',
      TRUST_PROXY: 'true',
      PUBLIC_URL: url,
      WEB_DIST: path.join(root, 'apps/web/dist'),
      // Sign-in pages are not what this journey is about; the shared server's journeys cover the captcha.
      CAPTCHA_ENABLED: 'false',
      EDITION: 'self-hosted',
    };
    const bundle = path.join(root, 'apps/server/dist/main.js');
    // One after the other: the first start migrates the new database.
    for (let count = 0; count < 2; count += 1) started.instances.push(await startInstance(env, { bundle }));
    const [first, second] = started.instances;
    if (!first || !second) throw new Error('two instances were not started');
    started.nginx = await startNginx([{ address: first.address }, { address: second.address }], { port: proxyPort });
    const nginx = started.nginx;
    return {
      url,
      nginx,
      instances: [first, second],
      log: () => [first, second].flatMap((instance) => instance.process().lines).join('\n'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
