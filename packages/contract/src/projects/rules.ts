import { byteLength } from '../text';

/**
 * Issue 8: the limits and rules of projects, members and project settings (spec points 3, 4, 5, 6, 9)
 * that the server enforces and the web forms check before sending. No zod here, so the web app's forms
 * import them without the schema library.
 */

export const PROJECT_NAME_MAX_BYTES = 60;
export const PROJECT_DESCRIPTION_MAX = 200;
export const MODULE_NAME_MAX = 20;
export const VERSION_NAME_MAX = 50;
export const STAGE_NAME_MAX = 50;
export const GROUP_NAME_MAX = 50;
export const NOTICE_TITLE_MAX_BYTES = 50;
export const NOTICE_CONTENT_MAX = 5000;
export const MEMBER_ALIAS_MAX = 30;
/** Spec point 5 "Imports": at most 100 rows for the module import. */
export const MODULE_IMPORT_MAX_ROWS = 100;
/** 100 rows of three short columns fit in a few KB; anything near this limit is not a module list. */
export const MODULE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const PROJECT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** A batch add by phones takes at most this many numbers at once. */
export const BATCH_PHONES_MAX = 100;
/** Spec point 9 leaves the invitation code's validity open: 72 hours (ADR 0016). */
export const ADD_CODE_TTL_HOURS = 72;
export const ADD_CODE_LENGTH = 8;
export const VERIFY_CODE_LENGTH = 4;
/** Spec point 7: the project list is polled every 15 s. */
export const PROJECT_LIST_POLL_MS = 15_000;
/** Days admins have to remove members after a plan's member limit is exceeded (DOMAIN.md "Plan limits"). */
export const MEMBER_GRACE_DAYS = 7;

/**
 * "No special characters" (spec point 5): letters of any script, digits, spaces and the few marks people
 * put in product names. Everything else (quotes, slashes, angle brackets, emoji...) is refused.
 */
// The marks are . · ( ) （ ）, escaped so the server bundle stays ASCII (ADR 0094).
const PLAIN_NAME = /^[\p{L}\p{M}\p{N} _\-.\u00B7()\uFF08\uFF09]+$/u;

export function isPlainName(value: string): boolean {
  return PLAIN_NAME.test(value);
}

export function fitsBytes(value: string, maxBytes: number): boolean {
  return byteLength(value) <= maxBytes;
}

export const PROJECT_ROLES = ['owner', 'admin', 'member'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];

const roleRank: Record<ProjectRole, number> = { member: 0, admin: 1, owner: 2 };

/** Spec point 6 "Project roles": the owner can do all an admin can, an admin all a member can. */
export function hasProjectRole(role: ProjectRole, atLeast: ProjectRole): boolean {
  return roleRank[role] >= roleRank[atLeast];
}

/** The project home's views (spec point 4 "Project": hidden, archived, recycle bin). */
export const PROJECT_VIEWS = ['active', 'hidden', 'archived', 'recycle'] as const;
export type ProjectView = (typeof PROJECT_VIEWS)[number];

/** Icons a version may carry (spec point 3 "versions with icons"): names of a fixed set the web draws. */
export const VERSION_ICONS = ['tag', 'flag', 'rocket', 'star', 'bug', 'gift', 'thunderbolt', 'crown'] as const;
export type VersionIcon = (typeof VERSION_ICONS)[number];

/** Spec point 4 "Iteration stages": the first and the last stage are fixed. */
export const FIXED_STAGES = ['notStarted', 'completed'] as const;
export type FixedStage = (typeof FIXED_STAGES)[number];

export const NOTICE_STATUSES = { unpublished: 0, published: 1 } as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[keyof typeof NOTICE_STATUSES];
