import { type Locale, MODULE_NAME_MAX, type ModuleOrderBody, formatMessage } from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { failure, notFound } from '../../http/errors';
import { objectAccess, settingsWriteAccess } from '../projectSettings/objectAccess';
import { projectModules } from './modules';

type Db = Kysely<Database>;

/** " copy" / " 副本" after the name, the name cut so the whole stays within the module name limit. */
export function copyName(name: string, locale: Locale): string {
  const suffix = formatMessage(locale, 'moduleCopySuffix');
  const room = Math.max(MODULE_NAME_MAX - suffix.length, 1);
  // Cut by code points so a character outside the BMP is never split in half.
  const kept = Array.from(name).reduce((text, char) => (text.length + char.length <= room ? text + char : text), '');
  return `${kept.trimEnd()}${suffix}`;
}

async function copyChildren(
  trx: Transaction<Database>,
  options: { fromParentId: number; toParentId: number; time: string },
): Promise<void> {
  const children = await trx
    .selectFrom('project_modules')
    .selectAll()
    .where('parent_id', '=', options.fromParentId)
    .orderBy('serial_no')
    .orderBy('id')
    .execute();
  for (const child of children) {
    const { id } = await trx
      .insertInto('project_modules')
      .values({
        project_id: child.project_id,
        parent_id: options.toParentId,
        name: child.name,
        serial_no: child.serial_no,
        handler_user_id: child.handler_user_id,
        create_time: options.time,
        update_time: options.time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await copyChildren(trx, { fromParentId: child.id, toParentId: id, time: options.time });
  }
}

/**
 * PUT projectModule/copyModule: the module and its whole subtree again, as the module's next sibling;
 * later siblings move one place down. Answers the copy's id.
 */
export async function copyModule(
  db: Db,
  options: { moduleId: number; userId: number; now: Date; locale: Locale },
): Promise<number> {
  await objectAccess(db, {
    table: 'project_modules',
    id: options.moduleId,
    userId: options.userId,
    atLeast: 'admin',
    now: options.now,
  });
  const time = options.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const source = await trx
      .selectFrom('project_modules')
      .selectAll()
      .where('id', '=', options.moduleId)
      .executeTakeFirstOrThrow();
    let later = trx
      .updateTable('project_modules')
      .set((eb) => ({ serial_no: eb('serial_no', '+', 1), update_time: time }))
      .where('project_id', '=', source.project_id)
      .where('serial_no', '>', source.serial_no);
    later =
      source.parent_id === null
        ? later.where('parent_id', 'is', null)
        : later.where('parent_id', '=', source.parent_id);
    await later.execute();
    const { id } = await trx
      .insertInto('project_modules')
      .values({
        project_id: source.project_id,
        parent_id: source.parent_id,
        name: copyName(source.name, options.locale),
        serial_no: source.serial_no + 1,
        handler_user_id: source.handler_user_id,
        create_time: time,
        update_time: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await copyChildren(trx, { fromParentId: source.id, toParentId: id, time });
    return id;
  });
}

/**
 * PUT projectModule/editModuleSerialNo: the tree after a drag. Each listed module gets its new parent and
 * serial number; modules not listed stay where they are. Every id, parents included, must be a module of
 * this project (another project's id answers 404), and the result must still be a tree.
 */
export async function reorderModules(
  db: Db,
  options: { body: ModuleOrderBody; userId: number; now: Date },
): Promise<void> {
  const { body } = options;
  await settingsWriteAccess(db, { projectId: body.projectId, userId: options.userId, now: options.now });
  const ids = body.items.map((item) => item.moduleId);
  if (new Set(ids).size !== ids.length) throw failure('moduleOrderDuplicate');
  await db.transaction().execute((trx) =>
    projectModules.reorder(
      trx,
      {
        scopeId: body.projectId,
        items: body.items.map((item) => ({ id: item.moduleId, parentId: item.parentId, position: item.serialNo })),
        time: options.now.toISOString(),
      },
      { unknown: notFound, cycle: () => failure('moduleParentInvalid') },
    ),
  );
}
