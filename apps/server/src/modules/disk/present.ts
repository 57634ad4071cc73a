import { type DiskCrumb, type DiskEntry, diskPreviewOf } from '@questline/contract';
import type { FileToSend } from '../../http/sendFile';
import type { DiskEntryRow } from './tree';

export function presentEntry(row: DiskEntryRow, path?: DiskCrumb[]): DiskEntry {
  return {
    entryId: row.id,
    kind: row.kind,
    name: row.name,
    parentId: row.parent_id,
    size: Number(row.size),
    mimeType: row.mime_type,
    preview: row.kind === 'file' ? diskPreviewOf(row.mime_type) : null,
    createTime: row.create_time,
    updateTime: row.update_time,
    removeTime: row.remove_time,
    ...(path ? { path } : {}),
  };
}

const collator = new Intl.Collator(['zh-CN', 'en'], { numeric: true, sensitivity: 'base' });
const stemOf = (name: string) => (name.lastIndexOf('.') > 0 ? name.slice(0, name.lastIndexOf('.')) : name);

/**
 * Folders first, then files, each by name as a person reads it: numbers in order, and the name before its
 * extension first, so "a.txt" comes before "a (1).txt".
 */
export function byFolderThenName(a: DiskEntryRow, b: DiskEntryRow): number {
  if (a.kind !== b.kind) return a.kind === 'folder' ? -1 : 1;
  return collator.compare(stemOf(a.name), stemOf(b.name)) || collator.compare(a.name, b.name);
}

/**
 * How a disk file is sent: with its type (text as UTF-8), inline only when asked and a browser shows that type
 * itself, else saved (ADR 0010).
 */
export function diskFileToSend(
  entry: DiskEntryRow & { storage_key: string },
  options: { inline: boolean; cacheControl: string },
): FileToSend {
  const shown = options.inline && diskPreviewOf(entry.mime_type) !== null;
  return {
    key: entry.storage_key,
    fileName: entry.name,
    contentType: entry.mime_type.startsWith('text/') ? `${entry.mime_type}; charset=utf-8` : entry.mime_type,
    disposition: shown ? 'inline' : 'attachment',
    cacheControl: options.cacheControl,
  };
}
