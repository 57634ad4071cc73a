import type { ProjectGroup, addGroupBody, editGroupBody } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { objectAccess, projectMemberIds, settingsReadAccess, settingsWriteAccess } from './objectAccess';

type Db = Kysely<Database>;

async function assertNameFree(db: Db, options: { projectId: number; name: string; exceptId?: number }) {
  let query = db
    .selectFrom('project_groups')
    .select('id')
    .where('project_id', '=', options.projectId)
    .where('name', '=', options.name);
  if (options.exceptId !== undefined) query = query.where('id', '!=', options.exceptId);
  if (await query.executeTakeFirst()) throw failure('nameTaken', { name: options.name });
}

/** A group holds members of its project only (ADR 0018). Answers the ids once each, in order. */
async function checkedMembers(db: Db, projectId: number, memberIds: number[]): Promise<number[]> {
  const wanted = [...new Set(memberIds)].sort((a, b) => a - b);
  const members = await projectMemberIds(db, projectId, wanted);
  if (wanted.some((userId) => !members.has(userId))) throw failure('groupMemberNotInProject');
  return wanted;
}

/** GET projectGroup/list: the groups by name, each with its members' user ids. */
export async function listGroups(db: Db, options: { projectId: number; userId: number }): Promise<ProjectGroup[]> {
  await settingsReadAccess(db, options);
  const groups = await db
    .selectFrom('project_groups')
    .select(['id', 'project_id', 'name'])
    .where('project_id', '=', options.projectId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const members =
    groups.length === 0
      ? []
      : await db
          .selectFrom('project_group_members as gm')
          // Someone who left the project is no longer shown in its groups.
          .innerJoin('project_users as pu', (join) =>
            join.onRef('pu.user_id', '=', 'gm.user_id').on('pu.project_id', '=', options.projectId),
          )
          .select(['gm.group_id', 'gm.user_id'])
          .where(
            'gm.group_id',
            'in',
            groups.map((group) => group.id),
          )
          .orderBy('gm.user_id')
          .execute();
  return groups.map((group) => ({
    groupId: group.id,
    projectId: group.project_id,
    groupName: group.name,
    memberIds: members.filter((member) => member.group_id === group.id).map((member) => member.user_id),
  }));
}

/** POST projectGroup: a named set of project members. */
export async function addGroup(
  db: Db,
  options: { body: z.infer<typeof addGroupBody>; userId: number; now: Date },
): Promise<number> {
  const { body } = options;
  await settingsWriteAccess(db, { projectId: body.projectId, userId: options.userId, now: options.now });
  await assertNameFree(db, { projectId: body.projectId, name: body.groupName });
  const memberIds = await checkedMembers(db, body.projectId, body.memberIds);
  const time = options.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('project_groups')
      .values({ project_id: body.projectId, name: body.groupName, create_time: time, update_time: time })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (memberIds.length > 0) {
      await trx
        .insertInto('project_group_members')
        .values(memberIds.map((userId) => ({ group_id: id, user_id: userId })))
        .execute();
    }
    return id;
  });
}

/** PUT projectGroup: the name and the whole member set. */
export async function editGroup(
  db: Db,
  options: { body: z.infer<typeof editGroupBody>; userId: number; now: Date },
): Promise<void> {
  const { body } = options;
  const access = await objectAccess(db, {
    table: 'project_groups',
    id: body.groupId,
    userId: options.userId,
    atLeast: 'admin',
    now: options.now,
  });
  const projectId = access.project.id;
  await assertNameFree(db, { projectId, name: body.groupName, exceptId: body.groupId });
  const memberIds = await checkedMembers(db, projectId, body.memberIds);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('project_groups')
      .set({ name: body.groupName, update_time: options.now.toISOString() })
      .where('id', '=', body.groupId)
      .execute();
    await trx.deleteFrom('project_group_members').where('group_id', '=', body.groupId).execute();
    if (memberIds.length > 0) {
      await trx
        .insertInto('project_group_members')
        .values(memberIds.map((userId) => ({ group_id: body.groupId, user_id: userId })))
        .execute();
    }
  });
}

/** DELETE projectGroup/:groupId: the group goes, its members stay in the project. */
export async function removeGroup(db: Db, options: { groupId: number; userId: number; now: Date }): Promise<void> {
  await objectAccess(db, {
    table: 'project_groups',
    id: options.groupId,
    userId: options.userId,
    atLeast: 'admin',
    now: options.now,
  });
  await db.deleteFrom('project_groups').where('id', '=', options.groupId).execute();
}
