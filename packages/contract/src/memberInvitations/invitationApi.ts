import type { Locale } from '../locale';
import { productPath } from '../transport';

/**
 * Issue 28, point 11 (ADR 0099): adding a person by phone to a project, a team or a knowledge base adds a
 * contact at once (someone who already shares a project or a team with the caller) and sends anyone else,
 * registered or not, an invitation to the phone number, which its holder accepts or declines. The answer is
 * the same for a stranger's number and for a number nobody holds, so adding by phone tells nothing about
 * who is registered. No zod here: the notices page reads these without the schema library (ADR 0091).
 */

export const MEMBER_INVITATION_PATHS = {
  /** GET: answers `data` = the caller's open MemberInvitation list, newest first. */
  mine: productPath('memberInvitation/mine'),
  /** POST {invitationId}: joins what the invitation names; answers `data` = InvitationAccepted. */
  accept: productPath('memberInvitation/accept'),
  /** POST {invitationId}: answers `data` = null; the inviter is not told. */
  decline: productPath('memberInvitation/decline'),
} as const;

/** What an invitation joins. */
export const INVITATION_TARGETS = ['project', 'team', 'knowledge'] as const;
export type InvitationTarget = (typeof INVITATION_TARGETS)[number];

export const INVITATION_TARGET_LABELS: Record<Locale, Record<InvitationTarget, string>> = {
  zh: { project: '项目', team: '团队', knowledge: '知识库' },
  en: { project: 'project', team: 'team', knowledge: 'knowledge base' },
};

/** An invitation not answered within this many days lapses; inviting the number again renews it. */
export const MEMBER_INVITATION_TTL_DAYS = 7;

/** The default of MEMBER_PHONE_ADDS_PER_DAY (README "Configuration"): numbers one person may add a day. */
export const MEMBER_PHONE_ADDS_PER_DAY = 30;

/**
 * The answer of adding one person by phone: `added` (a contact, now a member; the page reloads its
 * members) or `invited` (anyone else, and a number nobody holds, alike).
 */
export type PhoneAddAnswer = { outcome: 'added'; userId: number } | { outcome: 'invited' };

/** One invitation as its invitee sees it. */
export interface MemberInvitation {
  invitationId: number;
  target: InvitationTarget;
  /** The project's, team's or knowledge base's id. */
  targetId: number;
  targetName: string;
  inviterName: string;
  /** Knowledge bases: the role the invitee joins with; null for projects and teams (plain members). */
  role: string | null;
  createTime: string;
  expireTime: string;
}

/** accept's answer: where the invitee now belongs. */
export interface InvitationAccepted {
  target: InvitationTarget;
  targetId: number;
}

/** The text of an invitation's message: "Ann invited you to join the project “Apollo”". */
export function invitationText(
  locale: Locale,
  invitation: { inviterName: string; target: InvitationTarget; targetName: string },
): string {
  const what = INVITATION_TARGET_LABELS[locale][invitation.target];
  return locale === 'zh'
    ? `${invitation.inviterName} 邀请你加入${what}「${invitation.targetName}」`
    : `${invitation.inviterName} invited you to join the ${what} “${invitation.targetName}”`;
}
