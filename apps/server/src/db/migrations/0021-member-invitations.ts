import { sql } from 'kysely';
import { type Migration, withId } from './kit';

const time = 'varchar(32)';

/**
 * Issue 28, point 11 (ADR 0099): invitations to a phone number to join a project, a team or a knowledge
 * base, and the personal message that tells the number's holder. Each invitation names one of the three
 * (a check says so) and goes with it when it is deleted; a number has one invitation per target, which
 * inviting again renews (the unique indexes ignore the rows whose column is null, on both dialects).
 */
export const memberInvitations: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('member_invitations'))
      .addColumn('phone', 'varchar(20)', (col) => col.notNull())
      .addColumn('project_id', 'integer', (col) => col.references('projects.id').onDelete('cascade'))
      .addColumn('team_id', 'integer', (col) => col.references('teams.id').onDelete('cascade'))
      .addColumn('team_dept_id', 'integer', (col) => col.references('team_departments.id').onDelete('set null'))
      .addColumn('kb_id', 'integer', (col) => col.references('knowledge_bases.id').onDelete('cascade'))
      .addColumn('kb_role', 'varchar(16)')
      .addColumn('inviter_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('expire_time', time, (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .addCheckConstraint(
        'member_invitations_one_target',
        sql`(case when project_id is null then 0 else 1 end) + (case when team_id is null then 0 else 1 end) + (case when kb_id is null then 0 else 1 end) = 1`,
      )
      .execute();
    for (const target of ['project_id', 'team_id', 'kb_id']) {
      await db.schema
        .createIndex(`member_invitations_${target}_phone`)
        .on('member_invitations')
        .columns([target, 'phone'])
        .unique()
        .execute();
    }
    await db.schema
      .createIndex('member_invitations_phone_status')
      .on('member_invitations')
      .columns(['phone', 'status'])
      .execute();

    await db.schema
      .alterTable('user_messages')
      .addColumn('invitation_id', 'integer', (col) => col.references('member_invitations.id').onDelete('cascade'))
      .execute();
  },
};
