import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../test/s3';
import { diskFileStorage } from './diskStorage';
import { type FileStorage, FileTooLargeError } from './fileStorage';
import { s3FileStorage } from './s3Storage';

const MB = 1024 * 1024;

/** A stream of `count` chunks of `size` bytes, made as it is read, so the test holds no big buffer. */
function chunks(count: number, size: number, onRead: (bytes: number) => void = () => undefined): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent < count) onRead(size);
      this.push(sent < count ? Buffer.alloc(size, 0x61) : null);
      sent += 1;
    },
  });
}

function filesIn(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/** What every driver promises, run against the folder and against a real S3 API (issue 32). */
function behavesAsFileStorage(open: () => FileStorage, storedCount: () => Promise<number>) {
  let files: FileStorage;
  beforeEach(() => {
    files = open();
  });

  it('stores a stream under a random key and reads it back whole or by range', async () => {
    const stored = await files.put('attachments', Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(stored.key).toMatch(/^attachments\/[a-f0-9]{32}$/);
    expect(stored.size).toBe(11);
    expect((await files.stat(stored.key))?.size).toBe(11);
    expect(await text((await files.get(stored.key)) as Readable)).toBe('hello world');
    expect(await text((await files.get(stored.key, { start: 6, end: 10 })) as Readable)).toBe('world');
    const second = await files.put('attachments', Readable.from([Buffer.from('x')]));
    expect(second.key).not.toBe(stored.key);
  });

  it('stops reading past the limit and keeps nothing', async () => {
    const before = await storedCount();
    let read = 0;
    const source = chunks(20_000, 1024, (bytes) => (read += bytes));
    await expect(files.put('attachments', source, { maxBytes: 6 * 1024 * 1024 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(read).toBeLessThan(12 * 1024 * 1024);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a source whose first chunk already passes the limit', async () => {
    const before = await storedCount();
    await expect(
      files.put('attachments', Readable.from([Buffer.alloc(2 * MB, 1)]), { maxBytes: MB }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await storedCount()).toBe(before);
  });

  it('accepts a file of exactly the limit, and an empty one', async () => {
    const stored = await files.put('attachments', chunks(10, 1024), { maxBytes: 10 * 1024 });
    expect(stored.size).toBe(10 * 1024);
    const empty = await files.put('attachments', Readable.from([]));
    expect(empty.size).toBe(0);
    expect((await files.stat(empty.key))?.size).toBe(0);
  });

  it('answers nothing for keys it did not make, and refuses to write them', async () => {
    for (const key of [
      '../secret.txt',
      'attachments/../../secret.txt',
      'secret.txt',
      'attachments/ABC',
      '/etc/passwd',
    ]) {
      expect(await files.get(key)).toBeUndefined();
      expect(await files.stat(key)).toBeUndefined();
      await files.remove(key);
      await expect(files.putAt(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(/not a storage key/);
    }
  });

  it('keeps a key given to it, lists an area, removes twice without complaint', async () => {
    const key = 'avatars/0123456789abcdef0123456789abcdef';
    await files.putAt(key, Readable.from([Buffer.from('first')]));
    await files.putAt(key, Readable.from([Buffer.from('second')]));
    expect(await text((await files.get(key)) as Readable)).toBe('second');
    const other = await files.put('downloads', Readable.from([Buffer.from('d')]));
    const listed = [];
    for await (const file of files.list('avatars')) listed.push(file);
    expect(listed.map((file) => [file.key, file.size])).toEqual([[key, 6]]);
    await files.remove(key);
    await files.remove(key);
    expect(await files.get(key)).toBeUndefined();
    expect(await files.stat(other.key)).toBeDefined();
  });

  it('sweeps an area by age', async () => {
    const kept = await files.put('workOrders', Readable.from([Buffer.from('new')]));
    expect(await files.removeOlderThan('workOrders', new Date(Date.now() - 60_000))).toBe(0);
    expect(await files.removeOlderThan('workOrders', new Date(Date.now() + 60_000))).toBe(1);
    expect(await files.stat(kept.key)).toBeUndefined();
  });
}

describe('disk file storage', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-storage-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  behavesAsFileStorage(
    () => diskFileStorage(root),
    async () => filesIn(root).length,
  );

  it('never reaches a path outside its folder', async () => {
    const files = diskFileStorage(root);
    const outside = path.join(root, 'secret.txt');
    fs.writeFileSync(outside, 'secret');
    await files.remove('attachments/../../secret.txt');
    await files.remove('../secret.txt');
    expect(fs.existsSync(outside)).toBe(true);
  });

  it("sweeps by the files' times", async () => {
    const files = diskFileStorage(root);
    const kept = await files.put('downloads', Readable.from([Buffer.from('new')]));
    const old = await files.put('downloads', Readable.from([Buffer.from('old')]));
    const past = new Date(Date.now() - 3_600_000);
    fs.utimesSync(path.join(root, 'downloads', old.key.slice(10, 12), old.key.slice(10)), past, past);
    expect(await files.removeOlderThan('downloads', new Date(Date.now() - 60_000))).toBe(1);
    expect(await files.stat(old.key)).toBeUndefined();
    expect(await files.stat(kept.key)).toBeDefined();
  });
});

describe('S3 file storage', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3.close());

  behavesAsFileStorage(
    () => s3FileStorage(s3.config),
    async () => {
      let count = 0;
      for await (const file of s3FileStorage(s3.config).list('attachments')) if (file.size >= 0) count += 1;
      return count;
    },
  );

  it('sends a large file in parts and keeps every byte, a whole number of parts too', async () => {
    const files = s3FileStorage(s3.config);
    for (const size of [12 * MB + 17, 10 * MB]) {
      const content = randomBytes(size);
      const pieces = Array.from({ length: Math.ceil(size / (64 * 1024)) }, (_, index) =>
        content.subarray(index * 64 * 1024, (index + 1) * 64 * 1024),
      );
      const stored = await files.put('attachments', Readable.from(pieces));
      expect(stored.size).toBe(size);
      expect((await buffer((await files.get(stored.key)) as Readable)).equals(content)).toBe(true);
    }
    expect(s3.openMultipartUploads()).toBe(0);
  });

  it('leaves no multipart upload behind when a file passes its limit', async () => {
    const files = s3FileStorage(s3.config);
    await expect(files.put('attachments', chunks(12 * 1024, 1024), { maxBytes: 6 * MB })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(s3.openMultipartUploads()).toBe(0);
  });

  it('fails the call while the service is away and works again once it is back', async () => {
    const files = s3FileStorage(s3.config);
    const stored = await files.put('attachments', Readable.from([Buffer.from('kept')]));
    await s3.stop();
    try {
      await expect(files.stat(stored.key)).rejects.toThrow();
      await expect(files.put('attachments', Readable.from([Buffer.from('lost')]))).rejects.toThrow();
    } finally {
      await s3.start();
    }
    expect(await text((await files.get(stored.key)) as Readable)).toBe('kept');
  });
});
