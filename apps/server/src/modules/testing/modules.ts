import type { TestModuleNode, TestModuleTree, createTestModuleBody, renameTestModuleBody } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { nestRows } from '../../db/orderedTree';
import type { Database } from '../../db/schema';
import { failure, notFound } from '../../http/errors';
import { testingAccess } from './testAccess';

type Db = Kysely<Database>;

/** GET testModule/tree: the library's own module tree of the project, with the cases directly in each. */
export async function testModuleTree(db: Db, options: { projectId: number; userId: number }): Promise<TestModuleTree> {
  await testingAccess(db, options);
  const modules = await db
    .selectFrom('test_modules')
    .select(['id', 'parent_id', 'name'])
    .where('project_id', '=', options.projectId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const counts = await db
    .selectFrom('test_cases')
    .select(['module_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('project_id', '=', options.projectId)
    .groupBy('module_id')
    .execute();
  const countOf = new Map(counts.map((row) => [row.module_id, Number(row.count)]));
  const { roots } = nestRows(
    modules,
    (row) => ({ id: row.id, parentId: row.parent_id }),
    (row): TestModuleNode => ({
      moduleId: row.id,
      name: row.name,
      parentId: row.parent_id,
      caseCount: countOf.get(row.id) ?? 0,
      children: [],
    }),
  );
  return { rootCaseCount: countOf.get(null) ?? 0, modules: roots };
}

/** POST testModule: a module under the root or under another module of the same library. */
export async function createTestModule(
  db: Db,
  options: { body: z.infer<typeof createTestModuleBody>; userId: number; now: Date },
): Promise<{ moduleId: number }> {
  const { body, now } = options;
  await testingAccess(db, { projectId: body.projectId, userId: options.userId, now });
  if (body.parentId !== null) {
    const parent = await db
      .selectFrom('test_modules')
      .select('id')
      .where('id', '=', body.parentId)
      .where('project_id', '=', body.projectId)
      .executeTakeFirst();
    if (!parent) throw failure('testModuleParentInvalid');
  }
  const time = now.toISOString();
  const row = await db
    .insertInto('test_modules')
    .values({
      project_id: body.projectId,
      parent_id: body.parentId,
      name: body.name,
      create_time: time,
      update_time: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { moduleId: row.id };
}

export async function renameTestModule(
  db: Db,
  options: { body: z.infer<typeof renameTestModuleBody>; userId: number; now: Date },
): Promise<void> {
  const { body, now } = options;
  await testingAccess(db, { projectId: body.projectId, userId: options.userId, now });
  const result = await db
    .updateTable('test_modules')
    .set({ name: body.name, update_time: now.toISOString() })
    .where('id', '=', body.moduleId)
    .where('project_id', '=', body.projectId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound();
}

/** POST testModule/delete: only an empty module (no cases, no sub-modules), so no case loses its place unseen. */
export async function deleteTestModule(
  db: Db,
  options: { projectId: number; moduleId: number; userId: number; now: Date },
): Promise<void> {
  await testingAccess(db, options);
  await db.transaction().execute(async (trx) => {
    const module = await trx
      .selectFrom('test_modules')
      .select('id')
      .where('id', '=', options.moduleId)
      .where('project_id', '=', options.projectId)
      .executeTakeFirst();
    if (!module) throw notFound();
    const child = await trx
      .selectFrom('test_modules')
      .select('id')
      .where('parent_id', '=', module.id)
      .executeTakeFirst();
    const held = await trx.selectFrom('test_cases').select('id').where('module_id', '=', module.id).executeTakeFirst();
    if (child || held) throw failure('testModuleNotEmpty');
    await trx.deleteFrom('test_modules').where('id', '=', module.id).execute();
  });
}
