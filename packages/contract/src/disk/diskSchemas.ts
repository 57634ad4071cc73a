import { z } from 'zod';
import { positiveId as id } from '../issues/issueApi';
import { SHARE_PASSWORD_MAX } from '../knowledge/rules';
import { DISK_BATCH_MAX, DISK_NAME_MAX, isDiskName } from './rules';

/** A name a folder may hold (rules.ts `isDiskName`), with its own message. */
export const diskName = z
  .string()
  .max(DISK_NAME_MAX * 4)
  .refine(isDiskName, { params: { messageKey: 'diskNameInvalid', max: DISK_NAME_MAX } });

export const diskListQuery = z.strictObject({
  folderId: id.optional(),
  keyword: z.string().trim().max(DISK_NAME_MAX).optional(),
});

export const createDiskFolderBody = z.strictObject({ parentId: id.nullable().default(null), name: diskName });

export const renameDiskEntryBody = z.strictObject({ entryId: id, name: diskName });

const entryIds = z
  .array(id)
  .max(DISK_BATCH_MAX)
  .refine((ids) => ids.length > 0, { params: { messageKey: 'diskNothingChosen' } });

export const diskEntryIdsBody = z.strictObject({ entryIds });

export const moveDiskEntriesBody = z.strictObject({ entryIds, targetId: id.nullable() });

export const diskEntryParams = z.strictObject({ entryId: id });

/** GET disk/zip: `entryIds` repeated in the address, as a link carries them. */
export const diskZipQuery = z.strictObject({
  entryIds: z
    .union([id, z.array(id).max(DISK_BATCH_MAX)])
    .transform((ids) => (Array.isArray(ids) ? ids : [ids]))
    .refine((ids) => ids.length > 0, { params: { messageKey: 'diskNothingChosen' } }),
});

export const diskFileQuery = z.strictObject({ inline: z.enum(['1']).optional() });

export type CreateDiskFolderBody = z.infer<typeof createDiskFolderBody>;
export type RenameDiskEntryBody = z.infer<typeof renameDiskEntryBody>;
export type MoveDiskEntriesBody = z.infer<typeof moveDiskEntriesBody>;
export type DiskEntryIdsBody = z.infer<typeof diskEntryIdsBody>;

/** POST disk/share/create: a file or folder, optionally with a password and an expiry in days (null: never). */
export const createDiskShareBody = z.strictObject({
  entryId: id,
  password: z.string().max(SHARE_PASSWORD_MAX).optional(),
  expireDays: z.coerce.number().int().min(1).max(365).nullable(),
});

export const diskShareListQuery = z.strictObject({ entryId: id.optional() });

export const revokeDiskShareBody = z.strictObject({ shareId: id });

export const diskShareTokenParams = z.strictObject({ token: z.string().min(1).max(64) });

export const sharedDiskFileParams = z.strictObject({ token: z.string().min(1).max(64), entryId: id });

/** POST anonymous/diskShare/{token}: the password when the share has one, and a folder inside a shared folder. */
export const openDiskShareBody = z.strictObject({
  password: z.string().max(SHARE_PASSWORD_MAX).optional(),
  folderId: id.optional(),
});

export const sharedDiskFileQuery = z.strictObject({
  ticket: z.string().max(64).optional(),
  inline: z.enum(['1']).optional(),
});

export type CreateDiskShareBody = z.infer<typeof createDiskShareBody>;
export type OpenDiskShareBody = z.infer<typeof openDiskShareBody>;
