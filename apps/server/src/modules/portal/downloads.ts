import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { DownloadEntry } from '@questline/contract';

/**
 * The entry the deployment page offers when the administrator configured none (PORTAL_DOWNLOADS): this very
 * build, with its real version (the server package) and the day its code was built (the running file's
 * time), never a made-up release. It has no file: the page shows the README's commands beside it.
 */
export function thisBuildEntry(): DownloadEntry {
  const { version } = createRequire(import.meta.url)('@questline/server/package.json') as { version: string };
  const built = fs.statSync(fileURLToPath(import.meta.url)).mtime;
  return { name: 'Questline', version, date: built.toISOString().slice(0, 10), sizeBytes: null, url: null };
}
