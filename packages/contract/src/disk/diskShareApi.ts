import { productPath } from '../transport';
import type { DiskCrumb } from './diskApi';
import type { DiskPreview } from './rules';

/** Calls a visitor makes without signing in, under /prod-api (issue 32, ADR 0116). */
export const DISK_SHARE_PATH = '/anonymous/diskShare';

const path = (name: string) => productPath(`disk/share/${name}`);

/** The owner's share links of disk entries (modules/shareLinks rules: token, password, expiry, revocation). */
export const DISK_SHARE_PATHS = {
  /** POST CreateDiskShareBody: `data` = DiskShare. */
  create: path('create'),
  /** GET DiskShareListQuery: `data` = DiskShare[] that still work, newest first. */
  list: path('list'),
  /** POST RevokeDiskShareBody. */
  revoke: path('revoke'),
  /** Public GET: `data` = SharedDiskSummary. POST OpenDiskShareBody: `data` = SharedDiskListing. */
  shared: (token: string) => `${DISK_SHARE_PATH}/${token}`,
  /** Public GET `?ticket=` (a share with a password) `&inline=1` (a preview): a file of the share. */
  sharedFile: (token: string, entryId: number) => `${DISK_SHARE_PATH}/${token}/file/${String(entryId)}`,
} as const;

/** A share link as its owner sees it; the same fields as a knowledge-base share's, for the one share dialog. */
export interface DiskShare {
  shareId: number;
  token: string;
  /** The page a visitor opens: /diskShared/{token}. */
  path: string;
  entryId: number;
  targetName: string;
  hasPassword: boolean;
  expireTime: string | null;
  createTime: string;
}

export interface SharedDiskSummary {
  kind: 'file' | 'folder';
  name: string;
  needsPassword: boolean;
}

export interface SharedDiskEntry {
  entryId: number;
  kind: 'file' | 'folder';
  name: string;
  size: number;
  preview: DiskPreview | null;
  updateTime: string;
}

export interface SharedDiskListing {
  kind: 'file' | 'folder';
  name: string;
  /** From the shared folder down to the folder shown; empty for a file. */
  crumbs: DiskCrumb[];
  /** The folder's entries, folders first; the file alone for a shared file. */
  entries: SharedDiskEntry[];
  /** Stands for the password on the file addresses (null without a password), good for an hour. */
  ticket: string | null;
}
