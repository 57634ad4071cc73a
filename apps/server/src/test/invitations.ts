import type { InvitationTarget, MemberInvitation } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { apiAs } from './api';
import { addTeamMember, buildTeam } from './factories';

/**
 * Makes `others` contacts of `userId` (a team of theirs together), so that adding them by phone adds them
 * at once instead of inviting them (ADR 0099).
 */
export async function makeContacts(db: Kysely<Database>, userId: number, others: readonly number[]): Promise<void> {
  const team = await buildTeam(db, { ownerId: userId });
  for (const other of others) await addTeamMember(db, { teamId: team.id, userId: other });
}

/**
 * The invitee accepts their open invitation to the target, as they would from their messages (ADR 0099):
 * people a test adds by phone are strangers to the inviter, so they join only once they accept.
 */
export async function acceptInvitationTo(
  invitee: ReturnType<typeof apiAs>,
  target: InvitationTarget,
  targetId: number,
): Promise<void> {
  const mine = await invitee<MemberInvitation[]>('GET', 'memberInvitation/mine');
  const invitation = mine.data.find((entry) => entry.target === target && entry.targetId === targetId);
  if (!invitation) throw new Error(`no open invitation to ${target} ${String(targetId)}: ${JSON.stringify(mine)}`);
  const accepted = await invitee('POST', 'memberInvitation/accept', { invitationId: invitation.invitationId });
  if (accepted.code !== 200) throw new Error(`accepting failed: ${accepted.msg}`);
}
