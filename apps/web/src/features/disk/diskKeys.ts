import type { DiskListQuery } from '@questline/contract';

/** The disk's query keys: any change invalidates `all` (listings, usage and the recycle bin). */
export const diskKeys = {
  all: ['disk'] as const,
  listing: (query: DiskListQuery) => ['disk', 'listing', query] as const,
  folders: (folderId: number | null) => ['disk', 'folders', folderId] as const,
  recycle: ['disk', 'recycle'] as const,
  usage: ['disk', 'usage'] as const,
  shares: (entryId: number) => ['disk', 'shares', entryId] as const,
};
