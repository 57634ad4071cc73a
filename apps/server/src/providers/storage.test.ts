import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileTooLargeError, type FileStorage, diskFileStorage } from './storage';

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

describe('disk file storage', () => {
  let root: string;
  let files: FileStorage;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-storage-'));
    files = diskFileStorage(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

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
    let read = 0;
    const source = chunks(1000, 1024, (bytes) => (read += bytes));
    await expect(files.put('attachments', source, { maxBytes: 10 * 1024 })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(read).toBeLessThan(100 * 1024);
    expect(filesIn(root)).toEqual([]);
  });

  it('accepts a file of exactly the limit', async () => {
    const stored = await files.put('attachments', chunks(10, 1024), { maxBytes: 10 * 1024 });
    expect(stored.size).toBe(10 * 1024);
  });

  it('answers nothing for keys it did not make, so no path can be named', async () => {
    const outside = path.join(root, 'secret.txt');
    fs.writeFileSync(outside, 'secret');
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
    }
    expect(fs.existsSync(outside)).toBe(true);
  });

  it('removes a file, twice without complaint, and sweeps an area by age', async () => {
    const kept = await files.put('downloads', Readable.from([Buffer.from('new')]));
    const old = await files.put('downloads', Readable.from([Buffer.from('old')]));
    const attachment = await files.put('attachments', Readable.from([Buffer.from('stays')]));
    const past = new Date(Date.now() - 3_600_000);
    const oldFile = path.join(root, 'downloads', old.key.slice(10, 12), old.key.slice(10));
    fs.utimesSync(oldFile, past, past);
    expect(await files.removeOlderThan('downloads', new Date(Date.now() - 60_000))).toBe(1);
    expect(await files.stat(old.key)).toBeUndefined();
    expect(await files.stat(kept.key)).toBeDefined();
    expect(await files.stat(attachment.key)).toBeDefined();
    await files.remove(kept.key);
    await files.remove(kept.key);
    expect(await files.get(kept.key)).toBeUndefined();
  });
});
