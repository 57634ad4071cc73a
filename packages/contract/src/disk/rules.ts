import type { Edition } from '../edition';
import { planOf } from '../plans';

/** Network disk rules (issue 32; docs/DOMAIN.md "Network disk"). */

const GB = 1024 * 1024 * 1024;

/** A name's length in characters; longer names are refused, as most file systems do past 255. */
export const DISK_NAME_MAX = 255;
/** The largest single file; bigger ones are refused when the upload is created, before any byte is sent. */
export const DISK_FILE_MAX_BYTES = 4 * GB;
/** Removed entries stay in the recycle bin this long, counted against the quota, then go for good. */
export const DISK_RECYCLE_DAYS = 30;
/** Entries one move, removal, restore or purge may name. */
export const DISK_BATCH_MAX = 200;
/** Files and folders one zip download may hold; a bigger choice is refused before anything is sent. */
export const DISK_ZIP_FILES_MAX = 10_000;
/** Folders deep; a folder upload of deeper paths is refused rather than cut. */
export const DISK_DEPTH_MAX = 32;

/**
 * The disk's size on the caller's plan; null (no limit) on a team's own server, which sets no plan limits
 * (ADR 0103). A plan past its end counts as Free: the caller passes the plan in force.
 */
export function diskQuotaBytes(edition: Edition, versionCode: number): number | null {
  return edition === 'self-hosted' ? null : planOf(versionCode).diskQuotaGb * GB;
}

/** What the browser can show without a download: images, video, audio, PDF and plain text. */
export type DiskPreview = 'image' | 'video' | 'audio' | 'pdf' | 'text';

const TEXT_TYPES = new Set(['application/json', 'application/xml', 'text/csv', 'text/markdown', 'text/plain']);

export function diskPreviewOf(mimeType: string): DiskPreview | null {
  if (/^image\/(png|jpeg|gif|webp|bmp)$/.test(mimeType)) return 'image';
  if (/^video\/(mp4|webm|ogg)$/.test(mimeType)) return 'video';
  if (/^audio\/(mpeg|ogg|wav|webm|mp4|aac|flac)$/.test(mimeType)) return 'audio';
  if (mimeType === 'application/pdf') return 'pdf';
  if (TEXT_TYPES.has(mimeType)) return 'text';
  return null;
}

// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const FORBIDDEN = /[\u0000-\u001f\u007f/\\]/;

/** A name a folder may hold: not empty, no slash, backslash or control character, not "." or "..". */
export function isDiskName(name: string): boolean {
  const length = [...name].length;
  return (
    length > 0 &&
    length <= DISK_NAME_MAX &&
    name.trim() === name &&
    !FORBIDDEN.test(name) &&
    name !== '.' &&
    name !== '..'
  );
}

/**
 * The first of `name`, `name (1)`, `name (2)`... (before the extension) that `taken` does not hold: an upload beside
 * a file of the same name keeps both, as desktop file managers do.
 */
export function freeDiskName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 1; ; n += 1) {
    const candidate = `${stem} (${String(n)})${extension}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The folders of a file's path inside an uploaded folder ("photos/2026/a.png" -> ["photos", "2026"]), or undefined
 * when a part is not a valid name or the path is too deep.
 */
export function diskFolderPath(relativePath: string): string[] | undefined {
  if (relativePath === '') return [];
  const parts = relativePath.split('/');
  parts.pop();
  if (parts.length > DISK_DEPTH_MAX || !parts.every(isDiskName)) return undefined;
  return parts;
}
