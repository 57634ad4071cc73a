import type { AssignableKnowledgeRole, InvitationTarget, MessageKey } from '@questline/contract';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { MemberInvitationTable } from '../../db/invitationSchema';
import type { Database } from '../../db/schema';
import { kbAccess } from '../knowledge/kbAccess';
import { addMemberRow } from '../members/memberRow';
import { writableProjectAccess } from '../projects/policy';
import { requireTeamAdmin } from '../teams/teamAccess';

type Db = Kysely<Database> | Transaction<Database>;
type TargetColumns = Pick<
  Insertable<MemberInvitationTable>,
  'project_id' | 'team_id' | 'team_dept_id' | 'kb_id' | 'kb_role'
>;

/**
 * What people are added to by phone, and how each kind adds them with its own rules (ADR 0099): a
 * project counts its owner's member limit, a team places them in a department, a knowledge base gives
 * them a role. Adding by phone and accepting an invitation both go through one of these.
 */
export interface MembershipTarget {
  kind: InvitationTarget;
  id: number;
  /** The refusals in the words each call had before invitations. */
  invalidPhone: MessageKey;
  /** Its message may name the member: `{name}`. */
  alreadyMember: MessageKey;
  /** The invitation's columns that name this target and how the invitee joins it. */
  columns: TargetColumns;
  /** Refuses (404, 403 or why) unless `userId` may add people to it now. */
  assertMayAdd(db: Kysely<Database>, userId: number, now: Date): Promise<void>;
  isMember(db: Db, userId: number): Promise<boolean>;
  add(trx: Transaction<Database>, userId: number, now: Date): Promise<void>;
}

const none = { project_id: null, team_id: null, team_dept_id: null, kb_id: null, kb_role: null };

export function projectTarget(projectId: number): MembershipTarget {
  return {
    kind: 'project',
    id: projectId,
    invalidPhone: 'phoneIncorrect',
    alreadyMember: 'memberAlreadyInProject',
    columns: { ...none, project_id: projectId },
    async assertMayAdd(db, userId, now) {
      await writableProjectAccess(db, { projectId, userId, atLeast: 'admin', now });
    },
    async isMember(db, userId) {
      const row = await db
        .selectFrom('project_users')
        .select('id')
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
    add: (trx, userId, now) => addMemberRow(trx, { projectId, userId, now }),
  };
}

/** `deptId`: the department they join, already checked to be the team's (null: the team itself). */
export function teamTarget(teamId: number, deptId: number | null): MembershipTarget {
  return {
    kind: 'team',
    id: teamId,
    invalidPhone: 'teamPhoneInvalid',
    alreadyMember: 'teamAlreadyMember',
    columns: { ...none, team_id: teamId, team_dept_id: deptId },
    async assertMayAdd(db, userId) {
      await requireTeamAdmin(db, teamId, userId);
    },
    async isMember(db, userId) {
      const row = await db
        .selectFrom('team_members')
        .select('id')
        .where('team_id', '=', teamId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
    async add(trx, userId, now) {
      const time = now.toISOString();
      await trx
        .insertInto('team_members')
        .values({
          team_id: teamId,
          user_id: userId,
          department_id: deptId,
          role: 'member',
          create_time: time,
          update_time: time,
        })
        .execute();
    },
  };
}

export function knowledgeTarget(kbId: number, role: AssignableKnowledgeRole): MembershipTarget {
  return {
    kind: 'knowledge',
    id: kbId,
    invalidPhone: 'knowledgeInvitePhoneInvalid',
    alreadyMember: 'knowledgeAlreadyMember',
    columns: { ...none, kb_id: kbId, kb_role: role },
    async assertMayAdd(db, userId) {
      await kbAccess(db, kbId, userId, 'manage');
    },
    async isMember(db, userId) {
      const row = await db
        .selectFrom('knowledge_members')
        .select('id')
        .where('kb_id', '=', kbId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
    async add(trx, userId, now) {
      const time = now.toISOString();
      await trx
        .insertInto('knowledge_members')
        .values({ kb_id: kbId, user_id: userId, role, create_time: time, update_time: time })
        .execute();
    },
  };
}

/** The target an invitation names (migration 0021 guarantees exactly one). */
export function targetOf(invitation: Selectable<MemberInvitationTable>): MembershipTarget {
  if (invitation.project_id !== null) return projectTarget(invitation.project_id);
  if (invitation.team_id !== null) return teamTarget(invitation.team_id, invitation.team_dept_id);
  if (invitation.kb_id !== null) return knowledgeTarget(invitation.kb_id, invitation.kb_role ?? 'member');
  throw new Error(`member invitation ${String(invitation.id)} names no target`);
}
