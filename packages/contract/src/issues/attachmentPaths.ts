import { productPath } from '../transport';

/**
 * Paths of the attachment calls the browser's first load names (issue 37, ADR 0091): in a module without zod,
 * so reading one does not bring shareApi.ts's schemas, and zod, into the sign-in to the issue list.
 */

/** POST questionAttachment/fromDisk (issue 32): a file of the caller's network disk, copied onto an issue. */
export const ATTACH_FROM_DISK_PATH = productPath('questionAttachment/fromDisk');
