import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openUploadStaging } from '../modules/disk/openStaging';
import { DISK_UPLOAD_TTL_MS } from '../modules/disk/staging';
import { diskPerson } from '../modules/disk/testKit.fixture';
import { sweepDiskUploads } from '../modules/disk/tusUploads';
import { type LocalS3, startLocalS3 } from '../test/s3';
import { type TestServer, bearer, getTestServer } from '../test/server';
import { type S3StorageConfig, s3ClientConfig } from './s3Storage';

const MB = 1024 * 1024;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface TwoInstances {
  first: TestServer;
  second: TestServer;
  originA: string;
  originB: string;
}

/** A landed disk file's bytes, read through A. */
const landedFile = async (pair: TwoInstances, token: string, entryId: number) =>
  (
    await pair.first.app.inject({
      method: 'GET',
      url: `/prod-api/questline/disk/file/${String(entryId)}`,
      headers: bearer(token),
    })
  ).rawPayload;

/** The bytes counted against `ownerId`'s quota. */
async function usedBytes(pair: TwoInstances, ownerId: number): Promise<number> {
  const usage = await pair.first.database.db
    .selectFrom('disk_usage')
    .select('used_bytes')
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(usage?.used_bytes ?? 0);
}

/** Someone else's HEAD, PATCH and DELETE of the upload at `location`, through A and through B: each answers 404. */
async function expectStrangerRefusedOnBoth(pair: TwoInstances, location: string): Promise<void> {
  for (const origin of [pair.originA, pair.originB]) {
    const stranger = await diskPerson(pair.first, origin);
    expect((await stranger.tus.offset(location)).status).toBe(404);
    expect((await stranger.tus.send(location, 0, Buffer.from('not yours'))).status).toBe(404);
    expect((await stranger.tus.terminate(location)).status).toBe(404);
  }
}

/**
 * An upload begun through A whose connection stalls at 60% goes on through B and lands whole, counted once against
 * its owner's quota, while nobody else can reach it through either instance; answers nothing, the caller checks its
 * staging is empty.
 */
async function stallOnAThenFinishOnB(pair: TwoInstances): Promise<void> {
  const me = await diskPerson(pair.first, pair.originA);
  const content = randomBytes(13 * MB + 7);
  const created = await me.tus.create(content.length, { filename: 'recording.webm' });
  expect(created.status).toBe(201);
  const location = created.headers.get('location') ?? '';

  // A's PATCH announces the whole file, sends 60% and then nothing more, as a phone that lost its network does.
  const cut = Math.floor(content.length * 0.6);
  const stalled = http.request(`${pair.originA}${location}`, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${me.token}`,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(content.length),
    },
  });
  stalled.on('error', () => undefined);
  await new Promise((resolve) => stalled.write(content.subarray(0, cut), resolve));

  // The browser, reconnected through B, asks where to go on from: B waits for A's request to let the upload go.
  const head = await fetch(`${pair.originB}${location}`, {
    method: 'HEAD',
    headers: { authorization: `Bearer ${me.token}`, 'tus-resumable': '1.0.0' },
  });
  stalled.destroy();
  expect(head.status).toBe(200);
  const offset = Number(head.headers.get('upload-offset'));
  expect(offset).toBeGreaterThan(0);
  expect(offset).toBeLessThanOrEqual(cut);
  await expectStrangerRefusedOnBoth(pair, location);
  expect(await usedBytes(pair, me.id)).toBe(content.length);

  const rest = await fetch(`${pair.originB}${location}`, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${me.token}`,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: content.subarray(offset),
  });
  expect(rest.status).toBe(200);
  const landed = (await rest.json()) as { data: { entryId: number; size: number } };
  expect(landed.data.size).toBe(content.length);
  const file = await landedFile(pair, me.token, landed.data.entryId);
  expect(file.length).toBe(content.length);
  expect(sha256(file)).toBe(sha256(content));
  expect(await usedBytes(pair, me.id)).toBe(content.length);
  await expectStrangerRefusedOnBoth(pair, location);
}

/** Two PATCHes of one upload sent at once to A and B: one writes, the other is refused, and the file is whole. */
async function raceOnAAndB(pair: TwoInstances): Promise<void> {
  const me = await diskPerson(pair.first, pair.originA);
  const content = randomBytes(11 * MB);
  const created = await me.tus.create(content.length, { filename: 'race.bin' });
  const location = created.headers.get('location') ?? '';
  const fromA = content.subarray(0, 6 * MB);
  const fromB = randomBytes(6 * MB);
  const sent = await Promise.all([
    me.tus.send(location, 0, fromA),
    fetch(`${pair.originB}${location}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${me.token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: fromB,
    }),
  ]);
  expect(sent.map((answer) => answer.status).sort()).toEqual([204, 409]);
  const winner = sent[0].status === 204 ? fromA : fromB;
  const offset = Number((await me.tus.offset(location)).headers.get('upload-offset'));
  expect(offset).toBeGreaterThan(0);
  expect(offset).toBeLessThanOrEqual(winner.length);

  const whole = Buffer.concat([winner.subarray(0, offset), content.subarray(offset)]);
  const rest = await me.tus.send(location, offset, whole.subarray(offset));
  expect(rest.status).toBe(200);
  const landed = (await rest.json()) as { data: { entryId: number } };
  expect(sha256(await landedFile(pair, me.token, landed.data.entryId))).toBe(sha256(whole));
}

/**
 * Issue 32 (ADR 0133): with the S3 driver a resumable upload is staged in the bucket, its record and its lock in the
 * store every instance shares, so an upload begun through one instance goes on through another, and two instances
 * cannot write one upload at once.
 */
describe('resumable uploads across two instances sharing one bucket', () => {
  let s3: LocalS3;
  let fileStorage: S3StorageConfig & { driver: 's3' };
  let first: TestServer;
  let second: TestServer;
  let originA: string;
  let originB: string;
  beforeAll(async () => {
    s3 = await startLocalS3();
    fileStorage = { driver: 's3', ...s3.config, prefix: 'resume/' };
    first = await getTestServer({ config: { fileStorage } });
    second = await getTestServer({ config: { fileStorage }, database: first.database });
    originA = await first.app.listen({ port: 0, host: '127.0.0.1' });
    originB = await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await s3.close();
  });

  /** The objects of the uploads' staging left in the bucket. */
  const stagedObjects = async () => {
    const client = new S3Client(s3ClientConfig(fileStorage));
    try {
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: fileStorage.bucket, Prefix: `${fileStorage.prefix}uploads/` }),
      );
      return listed.Contents?.length ?? 0;
    } finally {
      client.destroy();
    }
  };

  it('goes on through B with an upload begun on A whose connection stalled at 60%, lands it whole, counts it once and lets nobody else reach it', async () => {
    await stallOnAThenFinishOnB({ first, second, originA, originB });
    expect(await stagedObjects()).toBe(0);
    expect(s3.openMultipartUploads()).toBe(0);
  });

  it('lets only one of two PATCHes sent at once to A and B write, so the file is one of them whole', async () => {
    await raceOnAAndB({ first, second, originA, originB });
  });

  it('refuses an upload while the bucket is away, keeping no bytes reserved, and takes one again once it is back', async () => {
    const me = await diskPerson(first, originA);
    const used = () => usedBytes({ first, second, originA, originB }, me.id);
    await s3.stop();
    try {
      const refused = await me.tus.create(3, { filename: 'during.txt' });
      expect(refused.status).toBe(500);
      expect(await used()).toBe(0);
      const rows = await first.database.db
        .selectFrom('disk_uploads')
        .select('id')
        .where('owner_id', '=', me.id)
        .execute();
      expect(rows).toEqual([]);
      const info = await second.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(me.token) });
      expect(info.statusCode).toBe(200);
    } finally {
      await s3.start();
    }
    const landed = await me.tus.upload(Buffer.from('after'), { filename: 'after.txt' });
    expect(landed.data.size).toBe(5);
    expect(await used()).toBe(5);
  });

  it('drops an upload abandoned for a day: its parts, its record and its reserved bytes', async () => {
    const me = await diskPerson(first, originA);
    const [uploadsBefore, objectsBefore] = [s3.openMultipartUploads(), await stagedObjects()];
    const created = await me.tus.create(8 * MB, { filename: 'left.bin' });
    const location = created.headers.get('location') ?? '';
    expect((await me.tus.send(location, 0, randomBytes(6 * MB))).status).toBe(204);
    expect(s3.openMultipartUploads()).toBe(uploadsBefore + 1);
    expect(await stagedObjects()).toBeGreaterThan(objectsBefore);

    const db = first.database.db;
    const staging = await openUploadStaging({
      config: { fileStorage, dataDir: '' },
      files: first.files,
      store: first.store,
    });
    const now = new Date();
    expect(await sweepDiskUploads({ db, staging }, now)).toBe(0);
    await db
      .updateTable('disk_uploads')
      .set({ create_time: new Date(now.getTime() - DISK_UPLOAD_TTL_MS - 1).toISOString() })
      .where('owner_id', '=', me.id)
      .execute();
    expect(await sweepDiskUploads({ db, staging }, now)).toBe(1);
    expect(s3.openMultipartUploads()).toBe(uploadsBefore);
    expect(await stagedObjects()).toBe(objectsBefore);
    const usage = await db
      .selectFrom('disk_usage')
      .select('used_bytes')
      .where('owner_id', '=', me.id)
      .executeTakeFirst();
    expect(Number(usage?.used_bytes ?? 0)).toBe(0);
    expect((await me.tus.offset(location)).status).toBe(404);
  });
});

/**
 * Issue 32 (ADR 0133): with the disk driver, instances on one machine that mount the same data folder share their
 * uploads under way too (the compose file's case): the staging is the folder, the lock is in the shared store.
 */
describe('resumable uploads across two instances sharing one data folder', () => {
  const pair = {} as TwoInstances;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-shared-'));
    const config = { dataDir, fileStorage: { driver: 'disk' as const } };
    pair.first = await getTestServer({ config });
    pair.second = await getTestServer({ config, database: pair.first.database });
    pair.originA = await pair.first.app.listen({ port: 0, host: '127.0.0.1' });
    pair.originB = await pair.second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await pair.second.close();
    await pair.first.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('goes on through B with an upload begun on A whose connection stalled at 60%, lands it whole, counts it once and lets nobody else reach it', async () => {
    await stallOnAThenFinishOnB(pair);
    expect(fs.readdirSync(path.join(dataDir, 'uploads'))).toEqual([]);
  });

  it('lets only one of two PATCHes sent at once to A and B write, so the file is one of them whole', async () => {
    await raceOnAAndB(pair);
  });
});
