import { productPath } from '../transport';
import type { DiskPreview } from './rules';

const path = (name: string) => productPath(`disk/${name}`);

/**
 * The personal network disk (`/myNetworkDisk`, issue 32). Every call is the caller's own disk: another person's
 * entry answers 404. No zod here: the pages read these without the schema library (ADR 0091).
 */
export const DISK_PATHS = {
  /** GET DiskListQuery: `data` = DiskListing of a folder (or the root), or of a name search across the disk. */
  list: path('list'),
  /** POST CreateDiskFolderBody: `data` = DiskEntry of the new folder. */
  folder: path('folder'),
  /** POST RenameDiskEntryBody: `data` = DiskEntry. */
  rename: path('rename'),
  /** POST MoveDiskEntriesBody: into a folder or the root. */
  move: path('move'),
  /** POST DiskEntryIdsBody: into the recycle bin, folders with everything in them. */
  remove: path('remove'),
  /** GET: `data` = DiskEntry[] in the recycle bin, most recently removed first. */
  recycle: path('recycle'),
  /** POST DiskEntryIdsBody: back where they were (the root when that folder is gone). */
  restore: path('restore'),
  /** POST DiskEntryIdsBody: out of the recycle bin for good; the space comes back. */
  purge: path('purge'),
  /** GET: `data` = DiskUsage. */
  usage: path('usage'),
  /** GET DiskZipQuery: the chosen files and folders as one zip, streamed (the session cookie is enough). */
  zip: path('zip'),
  /** GET: the file, saved (`?inline=1`: shown, for the preview of a DiskPreview type). Ranges for video. */
  file: (entryId: number) => path(`file/${String(entryId)}`),
  /**
   * The tus 1.0 resumable upload endpoint (POST to create, HEAD to resume, PATCH to send). Metadata: `filename`,
   * `folderId` (empty for the root) and, in a folder upload, `relativePath`. The upload's length is required and
   * reserved against the quota when it is created; on its last byte the file appears in its folder and the answer's
   * body is the DiskEntry.
   */
  upload: path('upload'),
} as const;

export interface DiskEntry {
  entryId: number;
  kind: 'folder' | 'file';
  name: string;
  /** null: in the root. */
  parentId: number | null;
  /** Bytes of a file; 0 for a folder. */
  size: number;
  /** Empty for a folder. */
  mimeType: string;
  preview: DiskPreview | null;
  createTime: string;
  updateTime: string;
  /** When it went to the recycle bin (only in the bin's list). */
  removeTime: string | null;
  /** In a search: the folders from the root to it, for "open the folder". */
  path?: DiskCrumb[];
}

export interface DiskCrumb {
  entryId: number;
  name: string;
}

export interface DiskUsage {
  /** Files on the disk and in the recycle bin, and uploads under way. */
  usedBytes: number;
  /** null: no limit (a team's own server). */
  quotaBytes: number | null;
}

export interface DiskListing {
  /** The folder listed (null: the root or a search). */
  folder: DiskCrumb | null;
  /** From the root to the folder listed, the folder included. */
  crumbs: DiskCrumb[];
  /** Folders first, then files, each by name. */
  entries: DiskEntry[];
  usage: DiskUsage;
}

export interface DiskListQuery {
  folderId?: number;
  /** A part of a name: searches the whole disk, the recycle bin apart. */
  keyword?: string;
}
