import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../test/s3';
import { copyFiles } from './copyFiles';
import { diskFileStorage } from './diskStorage';
import { s3FileStorage } from './s3Storage';

/** Issue 32: `npm run files:migrate -- --to s3` copies a local install's files to a bucket, each one verified. */
describe('copying the files of one storage into another', () => {
  let s3: LocalS3;
  let root: string;
  beforeAll(async () => {
    s3 = await startLocalS3();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-copy-'));
  });
  afterAll(async () => {
    await s3.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('copies every area under the same keys, then only what is missing or differs', async () => {
    const disk = diskFileStorage(root);
    const bucket = s3FileStorage({ ...s3.config, prefix: 'copy-test/' });
    const attachment = await disk.put('attachments', Readable.from([Buffer.from('an attachment')]));
    const avatar = await disk.put('avatars', Readable.from([Buffer.alloc(6 * 1024 * 1024, 1)]));
    const onDisk = await disk.put('disk', Readable.from([Buffer.from('a disk file')]));

    const first = await copyFiles(disk, bucket);
    expect(first).toEqual({ copied: 3, unchanged: 0, bytes: 13 + 6 * 1024 * 1024 + 11 });
    expect(await text((await bucket.get(attachment.key)) as Readable)).toBe('an attachment');
    expect((await bucket.stat(avatar.key))?.size).toBe(6 * 1024 * 1024);

    await bucket.putAt(onDisk.key, Readable.from([Buffer.from('a disk fiLe')]));
    const second = await copyFiles(disk, bucket);
    expect(second).toEqual({ copied: 1, unchanged: 2, bytes: 11 });
    expect(await text((await bucket.get(onDisk.key)) as Readable)).toBe('a disk file');
  });
});
