import {
  API_BASE,
  type ApiOk,
  type CreateDiskFolderBody,
  type CreateDiskShareBody,
  DISK_PATHS,
  DISK_SHARE_PATHS,
  type DiskEntry,
  type DiskListQuery,
  type DiskListing,
  type DiskShare,
  type DiskUsage,
  type MoveDiskEntriesBody,
  type OpenDiskShareBody,
  type RenameDiskEntryBody,
  type SharedDiskListing,
  type SharedDiskSummary,
} from '@questline/contract';
import { get, post } from './client';

/** The personal network disk (issue 32, ADR 0115). */

export function getDiskListing(query: DiskListQuery): Promise<ApiOk<DiskListing>> {
  return get<ApiOk<DiskListing>>(DISK_PATHS.list, query);
}

export function getDiskUsage(): Promise<ApiOk<DiskUsage>> {
  return get<ApiOk<DiskUsage>>(DISK_PATHS.usage);
}

export function createDiskFolder(body: CreateDiskFolderBody): Promise<ApiOk<DiskEntry>> {
  return post<ApiOk<DiskEntry>>(DISK_PATHS.folder, body);
}

export function renameDiskEntry(body: RenameDiskEntryBody): Promise<ApiOk<DiskEntry>> {
  return post<ApiOk<DiskEntry>>(DISK_PATHS.rename, body);
}

export function moveDiskEntries(body: MoveDiskEntriesBody): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(DISK_PATHS.move, body);
}

export function removeDiskEntries(entryIds: number[]): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(DISK_PATHS.remove, { entryIds });
}

export function getRecycledEntries(): Promise<ApiOk<DiskEntry[]>> {
  return get<ApiOk<DiskEntry[]>>(DISK_PATHS.recycle);
}

export function restoreDiskEntries(entryIds: number[]): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(DISK_PATHS.restore, { entryIds });
}

export function purgeDiskEntries(entryIds: number[]): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(DISK_PATHS.purge, { entryIds });
}

/** The address of a file: saved, or shown when `inline` (the session cookie carries the sign-in). */
export function diskFileUrl(entryId: number, inline = false): string {
  return `${API_BASE}${DISK_PATHS.file(entryId)}${inline ? '?inline=1' : ''}`;
}

/** The tus endpoint uploads are created at. */
export const DISK_UPLOAD_URL = `${API_BASE}${DISK_PATHS.upload}`;

export function createDiskShare(body: CreateDiskShareBody): Promise<ApiOk<DiskShare>> {
  return post<ApiOk<DiskShare>>(DISK_SHARE_PATHS.create, body);
}

export function getDiskShares(entryId: number): Promise<ApiOk<DiskShare[]>> {
  return get<ApiOk<DiskShare[]>>(DISK_SHARE_PATHS.list, { entryId });
}

export function revokeDiskShare(shareId: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(DISK_SHARE_PATHS.revoke, { shareId });
}

/** A visitor's calls: no token, and a refusal (a wrong password, a gone share) is shown by the page itself. */
export function getSharedDiskSummary(token: string): Promise<ApiOk<SharedDiskSummary>> {
  return get<ApiOk<SharedDiskSummary>>(DISK_SHARE_PATHS.shared(token), undefined, {
    withoutToken: true,
    authCall: true,
  });
}

export function openSharedDisk(token: string, body: OpenDiskShareBody): Promise<ApiOk<SharedDiskListing>> {
  return post<ApiOk<SharedDiskListing>>(DISK_SHARE_PATHS.shared(token), body, { withoutToken: true, authCall: true });
}

/** A shared file's address, with the ticket of an opened password. */
export function sharedDiskFileUrl(token: string, entryId: number, ticket: string | null, inline = false): string {
  const query = new URLSearchParams({ ...(ticket ? { ticket } : {}), ...(inline ? { inline: '1' } : {}) }).toString();
  return `${API_BASE}${DISK_SHARE_PATHS.sharedFile(token, entryId)}${query ? `?${query}` : ''}`;
}

/** The address of a zip of the chosen files and folders (streamed by the server; the session cookie signs it). */
export function diskZipUrl(entryIds: number[]): string {
  const query = new URLSearchParams(entryIds.map((id) => ['entryIds', String(id)])).toString();
  return `${API_BASE}${DISK_PATHS.zip}?${query}`;
}
