import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diskFileStorage, filesRoot } from './diskStorage';
import { moveLegacyImages } from './legacyImages';

/** Issue 32: the pictures of an older installation move onto the storage at start-up, with no manual step. */
describe('moving pictures out of the folders of earlier versions', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-legacy-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('stores each under the key its address names, removes the old folders, and finds nothing the second time', async () => {
    const avatar = 'a'.repeat(32) + '.png';
    const commodity = 'b'.repeat(32) + '.jpg';
    fs.mkdirSync(path.join(dataDir, 'avatars'));
    fs.writeFileSync(path.join(dataDir, 'avatars', avatar), 'avatar bytes');
    fs.mkdirSync(path.join(dataDir, 'commodity-images'));
    fs.writeFileSync(path.join(dataDir, 'commodity-images', commodity), 'commodity bytes');
    // Not a name this server makes: left where it is, with its folder.
    fs.mkdirSync(path.join(dataDir, 'project-images'));
    fs.writeFileSync(path.join(dataDir, 'project-images', 'notes.txt'), 'someone else put this here');
    const files = diskFileStorage(filesRoot(dataDir));

    expect(await moveLegacyImages(dataDir, files)).toBe(2);
    expect(await text((await files.get(`avatars/${'a'.repeat(32)}`)) as Readable)).toBe('avatar bytes');
    expect(await text((await files.get(`commodityImages/${'b'.repeat(32)}`)) as Readable)).toBe('commodity bytes');
    expect(fs.existsSync(path.join(dataDir, 'avatars'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'commodity-images'))).toBe(false);
    expect(fs.readdirSync(path.join(dataDir, 'project-images'))).toEqual(['notes.txt']);
    expect(await moveLegacyImages(dataDir, files)).toBe(0);
  });
});
