/**
 * Issue 8: the rules of teams and departments that the server enforces and the web forms check before
 * sending (spec points 1, 2 "team", 8). No zod here, so the web page can use them without the schema library.
 */
import { byteLength } from './text';

/** The roles a team member can hold; the owner is whoever created the team (ADR 0017). */
export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** The roles a manager can give; ownership is never handed out through the role call. */
export const ASSIGNABLE_TEAM_ROLES = ['admin', 'member'] as const satisfies readonly TeamRole[];
export type AssignableTeamRole = (typeof ASSIGNABLE_TEAM_ROLES)[number];

/** Team and department names: at most 60 UTF-8 bytes (20 Chinese characters). */
export const TEAM_NAME_MAX_BYTES = 60;
/** Letters of any script, digits, spaces and - _ . ( ): no markup, quotes or other special characters. */
export const TEAM_NAME_PATTERN = /^[\p{L}\p{M}\p{N} _.()-]+$/u;
/** Phones in one batch add, the import limit of spec point 9. */
export const TEAM_BATCH_PHONES_MAX = 100;

export type TeamNameProblem = 'required' | 'tooLong' | 'invalidChars';

/** What is wrong with a team or department name after trimming, or null when it is fine. */
export function teamNameProblem(name: string): TeamNameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'required';
  if (byteLength(trimmed) > TEAM_NAME_MAX_BYTES) return 'tooLong';
  if (!TEAM_NAME_PATTERN.test(trimmed)) return 'invalidChars';
  return null;
}

/** Owners and admins manage the team; every member reads it. */
export function canManageTeam(role: TeamRole): boolean {
  return role === 'owner' || role === 'admin';
}

/**
 * The phones of a batch add as typed: split on commas, semicolons, spaces and new lines (either width),
 * trimmed, empty entries dropped. Duplicates are kept so the answer can name them.
 */
export function splitPhones(text: string): string[] {
  // The separators , ; ， ； 、 are escaped so the server bundle stays ASCII (ADR 0094).
  return text
    .split(/[\s,;\uFF0C\uFF1B\u3001]+/u)
    .map((phone) => phone.trim())
    .filter((phone) => phone.length > 0);
}
