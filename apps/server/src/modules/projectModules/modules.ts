import {
  type Locale,
  type addModuleBody,
  type editModuleBody,
  type ModuleTreeNode,
  type PartialData,
  type ProjectModule,
  ResultCode,
  formatMessage,
} from '@questline/contract';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { nestRows, orderedTree } from '../../db/orderedTree';
import type { Database } from '../../db/schema';
import { AppError, failure } from '../../http/errors';
import {
  objectAccess,
  projectMemberIds,
  settingsReadAccess,
  settingsWriteAccess,
} from '../projectSettings/objectAccess';

type Db = Kysely<Database>;

/** A module row as the settings read it, the handler named by their alias in this project. */
export async function moduleRows(db: Db, projectId: number): Promise<ProjectModule[]> {
  const rows = await db
    .selectFrom('project_modules as m')
    .leftJoin('project_users as pu', (join) =>
      join.onRef('pu.project_id', '=', 'm.project_id').onRef('pu.user_id', '=', 'm.handler_user_id'),
    )
    .select(['m.id', 'm.project_id', 'm.parent_id', 'm.name', 'm.serial_no', 'm.handler_user_id', 'pu.alias'])
    .where('m.project_id', '=', projectId)
    // Top-level modules first on both dialects (SQLite sorts NULL first, PostgreSQL last).
    .orderBy(sql`coalesce(m.parent_id, 0)`)
    .orderBy('m.serial_no')
    .orderBy('m.id')
    .execute();
  return rows.map((row) => ({
    moduleId: row.id,
    projectId: row.project_id,
    parentId: row.parent_id,
    moduleName: row.name,
    serialNo: row.serial_no,
    handlerUserId: row.handler_user_id,
    handlerName: row.alias ?? null,
  }));
}

/** The modules of the projects, one ordered tree per project. */
export const projectModules = orderedTree('project_modules');

/** The flat rows as a tree, siblings by serial number. */
export function moduleTree(rows: ProjectModule[]): ModuleTreeNode[] {
  return nestRows(
    rows,
    (row) => ({ id: row.moduleId, parentId: row.parentId }),
    (row): ModuleTreeNode => ({
      id: row.moduleId,
      label: row.moduleName,
      serialNo: row.serialNo,
      handlerUserId: row.handlerUserId,
      children: [],
    }),
  ).roots;
}

/** GET projectModule/list and treeselect: any member reads the project's modules. */
export async function listModules(db: Db, options: { projectId: number; userId: number }): Promise<ProjectModule[]> {
  await settingsReadAccess(db, options);
  return moduleRows(db, options.projectId);
}

/** Spec point 7 "Modules" (DOMAIN.md): a default handler is a member of the project. */
export async function assertHandler(db: Db, projectId: number, handlerUserId: number | null): Promise<void> {
  if (handlerUserId === null) return;
  const members = await projectMemberIds(db, projectId, [handlerUserId]);
  if (!members.has(handlerUserId)) throw failure('handlerNotMember');
}

async function assertParent(db: Db, projectId: number, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  const parent = await db
    .selectFrom('project_modules')
    .select('id')
    .where('id', '=', parentId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!parent) throw failure('moduleParentInvalid');
}

/** POST projectModule: a new module at the end of its parent's children. */
export async function addModule(
  db: Db,
  options: { body: z.infer<typeof addModuleBody>; userId: number; now: Date },
): Promise<ProjectModule> {
  const { body } = options;
  await settingsWriteAccess(db, { projectId: body.projectId, userId: options.userId, now: options.now });
  await assertParent(db, body.projectId, body.parentId);
  await assertHandler(db, body.projectId, body.handlerUserId);
  const time = options.now.toISOString();
  const { id } = await db
    .insertInto('project_modules')
    .values({
      project_id: body.projectId,
      parent_id: body.parentId,
      name: body.moduleName,
      serial_no: await projectModules.nextPosition(db, body.projectId, body.parentId),
      handler_user_id: body.handlerUserId,
      create_time: time,
      update_time: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await moduleRows(db, body.projectId);
  const created = rows.find((row) => row.moduleId === id);
  if (!created) throw new Error('module vanished after insert');
  return created;
}

/** PUT projectModule/editModule: name and default handler. */
export async function editModule(
  db: Db,
  options: { body: z.infer<typeof editModuleBody>; userId: number; now: Date },
): Promise<void> {
  const { body } = options;
  const access = await objectAccess(db, {
    table: 'project_modules',
    id: body.moduleId,
    userId: options.userId,
    atLeast: 'admin',
    now: options.now,
  });
  await assertHandler(db, access.project.id, body.handlerUserId);
  await db
    .updateTable('project_modules')
    .set({ name: body.moduleName, handler_user_id: body.handlerUserId, update_time: options.now.toISOString() })
    .where('id', '=', body.moduleId)
    .execute();
}

/** PUT projectModule/removeModuleProjectUser: the module no longer has a default handler. */
export async function clearModuleHandler(
  db: Db,
  options: { moduleId: number; userId: number; now: Date },
): Promise<void> {
  await objectAccess(db, {
    table: 'project_modules',
    id: options.moduleId,
    userId: options.userId,
    atLeast: 'admin',
    now: options.now,
  });
  await db
    .updateTable('project_modules')
    .set({ handler_user_id: null, update_time: options.now.toISOString() })
    .where('id', '=', options.moduleId)
    .execute();
}

/** DELETE projectModule/removeModule/:moduleId: only a module without children (spec point 8). */
export async function removeModule(db: Db, options: { moduleId: number; userId: number; now: Date }): Promise<void> {
  await objectAccess(db, {
    table: 'project_modules',
    id: options.moduleId,
    userId: options.userId,
    atLeast: 'admin',
    now: options.now,
  });
  if (await projectModules.hasChildren(db, options.moduleId)) throw failure('moduleHasChildren');
  await db.deleteFrom('project_modules').where('id', '=', options.moduleId).execute();
}

/**
 * PUT projectModule/batchEditModuleProjectUser: one default handler for many modules. The handler is
 * checked once for the whole call; each module then succeeds or fails on its own (DOMAIN.md "Batch
 * calls"): ids outside the project fail as "does not exist", and any failure answers 500201.
 */
export async function batchSetHandler(
  db: Db,
  options: { projectId: number; moduleIds: number[]; handlerUserId: number; userId: number; now: Date; locale: Locale },
): Promise<PartialData> {
  await settingsWriteAccess(db, { projectId: options.projectId, userId: options.userId, now: options.now });
  await assertHandler(db, options.projectId, options.handlerUserId);
  const wanted = [...new Set(options.moduleIds)];
  const found = await db
    .selectFrom('project_modules')
    .select('id')
    .where('project_id', '=', options.projectId)
    .where('id', 'in', wanted)
    .execute();
  const inProject = new Set(found.map((row) => row.id));
  const succeeded = wanted.filter((id) => inProject.has(id));
  const failed = wanted
    .filter((id) => !inProject.has(id))
    .map((id) => ({ id, msg: formatMessage(options.locale, 'notFound') }));
  if (succeeded.length > 0) {
    await db
      .updateTable('project_modules')
      .set({ handler_user_id: options.handlerUserId, update_time: options.now.toISOString() })
      .where('id', 'in', succeeded)
      .execute();
  }
  const data: PartialData = { succeeded, failed };
  if (failed.length > 0) throw new AppError(ResultCode.partial, 'batchPartial', { count: failed.length }, data);
  return data;
}
