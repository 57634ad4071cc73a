import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type MessageKey, type MessageParams } from '@questline/contract';

/** What a backup folder says of itself (issue 36, ADR 0134); `manifest.json` beside the files it lists. */
export interface BackupManifest {
  /** Of this file's layout; a later layout that this version cannot read says so by a higher number. */
  format: 1;
  /** The Questline that made it (the server package's version). */
  questline: string;
  createdAt: string;
  dialect: 'sqlite' | 'postgres';
  /** The last migration the database had run, and all of them, as `kysely_migration` lists them. */
  schema: { version: string; migrations: string[] };
  /** Rows per table, counted in the very snapshot that was saved. */
  tables: Record<string, number>;
  /** `disk`: the files are in `files/`; `s3`: in the bucket, which keeps its own versions. */
  files: { driver: 'disk'; count: number } | { driver: 's3'; bucket: string; prefix: string; note: string };
  /** SHA-256 of every file of the backup but this manifest, by its path inside the folder (with `/`). */
  checksums: Record<string, string>;
}

export const MANIFEST = 'manifest.json';
export const SQLITE_FILE = 'questline.db';
export const POSTGRES_FILE = 'questline.pgdump';
export const FILES_FOLDER = 'files';

/** A refusal the operator reads in their language: a message key of the contract and its values. */
export class OperationRefused extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
    this.name = 'OperationRefused';
  }
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under `folder`, as paths relative to it with `/`, in a stable order. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export async function checksumsOf(folder: string, files: string[]): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const file of files) sums[file] = await sha256Of(path.join(folder, file));
  return sums;
}

/** A folder that does not exist yet, or holds nothing. */
export async function isEmptyFolder(folder: string): Promise<boolean> {
  const entries = await fs.readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

/** Reads the manifest and checks every file it lists against its checksum; refuses a folder that is not a backup. */
export async function readVerifiedManifest(folder: string): Promise<BackupManifest> {
  const text = await fs.readFile(path.join(folder, MANIFEST), 'utf8').catch(() => undefined);
  if (text === undefined) throw new OperationRefused('restoreNoManifest', { dir: folder });
  const manifest = JSON.parse(text) as BackupManifest;
  for (const [file, expected] of Object.entries(manifest.checksums)) {
    const actual = await sha256Of(path.join(folder, file)).catch(() => undefined);
    if (actual === undefined) throw new OperationRefused('restoreMissingFile', { file });
    if (actual !== expected) throw new OperationRefused('restoreChecksum', { file });
  }
  return manifest;
}
