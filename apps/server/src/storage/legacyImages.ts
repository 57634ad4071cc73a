import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type ImageArea, storedImageKey } from '../http/storedImage';
import type { FileStorage } from './fileStorage';

/** Where versions before issue 32 kept pictures, inside DATA_DIR, beside the storage (resource covers came after). */
const LEGACY_FOLDERS: Record<Exclude<ImageArea, 'resourceCovers'>, string> = {
  avatars: 'avatars',
  projectImages: 'project-images',
  commodityImages: 'commodity-images',
};

/**
 * Moves the pictures earlier versions wrote into DATA_DIR's own folders onto the storage, under the keys their
 * addresses already name, and removes each one once it is stored; a folder left empty goes too. Run at every start
 * before serving: it finds nothing after the first, and an interrupted move goes on where it stopped (a file is
 * removed only after its copy is whole). Answers how many moved.
 */
export async function moveLegacyImages(dataDir: string, files: FileStorage): Promise<number> {
  let moved = 0;
  for (const [area, folderName] of Object.entries(LEGACY_FOLDERS) as [ImageArea, string][]) {
    const folder = path.join(dataDir, folderName);
    const names = await fs.readdir(folder).catch(() => undefined);
    if (!names) continue;
    for (const name of names) {
      const stored = storedImageKey(area, name);
      if (!stored) continue;
      await files.putAt(stored.key, createReadStream(path.join(folder, name)));
      await fs.rm(path.join(folder, name));
      moved += 1;
    }
    await fs.rmdir(folder).catch(() => undefined);
  }
  return moved;
}
