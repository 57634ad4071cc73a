import type { Generated } from 'kysely';
import type { AssignableKnowledgeRole } from '@questline/contract';

/**
 * Issue 28 point 11's table (migration 0021-member-invitations, ADR 0099): an invitation to a phone number
 * to join exactly one project, team or knowledge base (the one column of the three that is set). It is the
 * number's, not an account's: whoever holds the number sees it, also someone who registers it later.
 */
export interface MemberInvitationTable {
  id: Generated<number>;
  phone: string;
  project_id: number | null;
  team_id: number | null;
  /** A team invitation's department (null: the team itself). */
  team_dept_id: number | null;
  kb_id: number | null;
  /** A knowledge-base invitation's role. */
  kb_role: AssignableKnowledgeRole | null;
  inviter_id: number;
  status: 'pending' | 'accepted' | 'declined';
  /** A pending invitation past this instant has lapsed. */
  expire_time: string;
  create_time: string;
  update_time: string;
}

export interface InvitationTables {
  member_invitations: MemberInvitationTable;
}
