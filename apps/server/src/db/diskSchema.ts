import type { ColumnType, Generated } from 'kysely';

/** A 64-bit count of bytes: PostgreSQL's driver reads bigint as a string, so readers pass it through Number(). */
export type Bytes = ColumnType<number | string, number, number>;

/** Migration 0030 (issue 32, ADR 0115): a file or folder of a person's network disk. */
export interface DiskEntryTable {
  id: Generated<number>;
  owner_id: number;
  /** null: in the root. */
  parent_id: number | null;
  kind: 'folder' | 'file';
  name: string;
  /** The file's storage key; null for a folder. */
  storage_key: string | null;
  size: Bytes;
  mime_type: string;
  /** Set on the entry the owner removed (not on what it holds): it is in the recycle bin since then. */
  remove_time: string | null;
  create_time: string;
  update_time: string;
}

export interface DiskUsageTable {
  owner_id: number;
  used_bytes: Bytes;
}

/** A resumable upload under way (its tus id), whose bytes are already counted in disk_usage. */
export interface DiskUploadTable {
  id: string;
  owner_id: number;
  folder_id: number | null;
  relative_path: string;
  name: string;
  size: Bytes;
  create_time: string;
}

/** Migration 0031 (ADR 0116): a share link of a disk file or folder (modules/shareLinks). */
export interface DiskShareTable {
  id: Generated<number>;
  owner_id: number;
  entry_id: number;
  token: string;
  password_hash: string | null;
  expire_time: string | null;
  revoke_time: string | null;
  create_time: string;
}

export interface DiskTables {
  disk_entries: DiskEntryTable;
  disk_usage: DiskUsageTable;
  disk_uploads: DiskUploadTable;
  disk_shares: DiskShareTable;
}
