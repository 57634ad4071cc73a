import { productPath } from '../transport';

/**
 * Spec points 2 "invitation", 3 "Invitation record" and 9 (issue 30, ADR 0111): the people who registered through
 * the caller's invitation link (the public address plus `/register?invitation=<user id>`). No zod here (ADR 0091).
 */
export const INVITATION_PATHS = {
  /** GET ?pageNum&pageSize (page 1, size 10 by default): rows of InvitationRow, newest first, and total. */
  list: productPath('invitation/register/invitationList'),
  /** GET: answers `data` = how many registered through the caller's link. */
  count: productPath('invitation/register/invitationPeopleCount'),
} as const;

/** The invitation list's page size when none is asked for (spec point 9). */
export const INVITATION_PAGE_SIZE = 10;

/** One invitee as the list shows them. */
export interface InvitationRow {
  id: number;
  /** The invitee's phone, masked (138****0000). */
  newUserPhone: string;
  createTime: string;
  /** The points their registration earned the inviter (10, or 30 for every tenth). */
  number: number;
}
