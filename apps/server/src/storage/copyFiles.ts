import { createHash } from 'node:crypto';
import { type FileStorage, STORAGE_AREAS } from './fileStorage';

export interface CopyReport {
  copied: number;
  /** Already in the target, the same size and hash: a repeated run copies only what is missing or different. */
  unchanged: number;
  bytes: number;
}

async function sha256(files: FileStorage, key: string): Promise<string | undefined> {
  const stream = await files.get(key);
  if (!stream) return undefined;
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export class CopyMismatchError extends Error {
  constructor(readonly key: string) {
    super(`${key}: the copy differs from the original in size or hash`);
    this.name = 'CopyMismatchError';
  }
}

/**
 * Copies every file of every area from one storage to another under the same keys (`npm run files:migrate`, issue
 * 32), then reads each copy back and compares its size and SHA-256 with the original's; a difference stops the run.
 * Nothing is removed from the source: the installation switches FILE_STORAGE once the copy is whole.
 */
export async function copyFiles(
  from: FileStorage,
  to: FileStorage,
  onFile: (key: string, copied: boolean) => void = () => undefined,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, unchanged: 0, bytes: 0 };
  for (const area of STORAGE_AREAS) {
    for await (const file of from.list(area)) {
      const original = await sha256(from, file.key);
      if (original === undefined) continue;
      const present = await to.stat(file.key);
      if (present?.size === file.size && (await sha256(to, file.key)) === original) {
        report.unchanged += 1;
        onFile(file.key, false);
        continue;
      }
      const source = await from.get(file.key);
      if (!source) continue;
      const stored = await to.putAt(file.key, source);
      if (stored.size !== file.size || (await sha256(to, file.key)) !== original) throw new CopyMismatchError(file.key);
      report.copied += 1;
      report.bytes += stored.size;
      onFile(file.key, true);
    }
  }
  return report;
}
