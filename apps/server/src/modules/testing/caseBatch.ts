import type {
  TestCaseBatchData,
  batchEditTestCasesBody,
  copyTestCasesBody,
  deleteTestCasesBody,
  moveTestCasesBody,
} from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { caseContent, contentColumns, insertCases, recordVersion } from './caseStore';
import { type TestCaseRecord, assertRootAllowed, assertTestModule, testingAccess } from './testAccess';

type Db = Kysely<Database>;

/** Every named case of the project, or a refusal naming none of them: a batch is all or nothing. */
async function casesOf(
  trx: Transaction<Database>,
  projectId: number,
  caseIds: readonly number[],
): Promise<TestCaseRecord[]> {
  const unique = [...new Set(caseIds)];
  const rows = await trx
    .selectFrom('test_cases')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', 'in', unique)
    .orderBy('id')
    .execute();
  if (rows.length !== unique.length) throw failure('testCaseInvalid');
  return rows;
}

/** POST testCase/copy: new cases (version 1, same requirements) in the target module. */
export async function copyTestCases(
  db: Db,
  options: { body: z.infer<typeof copyTestCasesBody>; userId: number; now: Date },
): Promise<TestCaseBatchData> {
  const { body, userId, now } = options;
  const access = await testingAccess(db, { projectId: body.projectId, userId, now });
  assertRootAllowed(access, body.moduleId);
  const ids = await db.transaction().execute(async (trx) => {
    await assertTestModule(trx, body.projectId, body.moduleId);
    const rows = await casesOf(trx, body.projectId, body.caseIds);
    const links = await trx
      .selectFrom('test_case_requirements')
      .select(['case_id', 'question_id'])
      .where(
        'case_id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    return insertCases(
      trx,
      { projectId: body.projectId, creatorId: userId, now },
      rows.map((row) => ({
        content: { ...caseContent(row), moduleId: body.moduleId },
        requirementIds: links.filter((link) => link.case_id === row.id).map((link) => link.question_id),
      })),
    );
  });
  return { count: ids.length };
}

/** PUT testCase/move: the cases' module changes; their content and version do not. */
export async function moveTestCases(
  db: Db,
  options: { body: z.infer<typeof moveTestCasesBody>; userId: number; now: Date },
): Promise<TestCaseBatchData> {
  const { body, userId, now } = options;
  const access = await testingAccess(db, { projectId: body.projectId, userId, now });
  assertRootAllowed(access, body.moduleId);
  return db.transaction().execute(async (trx) => {
    await assertTestModule(trx, body.projectId, body.moduleId);
    const rows = await casesOf(trx, body.projectId, body.caseIds);
    await trx
      .updateTable('test_cases')
      .set({ module_id: body.moduleId, update_time: now.toISOString() })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    return { count: rows.length };
  });
}

/** PUT testCase/batchEdit: type, priority or added tags on many cases; each changed case gets a new version. */
export async function batchEditTestCases(
  db: Db,
  options: { body: z.infer<typeof batchEditTestCasesBody>; userId: number; now: Date },
): Promise<TestCaseBatchData> {
  const { body, userId, now } = options;
  await testingAccess(db, { projectId: body.projectId, userId, now });
  return db.transaction().execute(async (trx) => {
    const rows = await casesOf(trx, body.projectId, body.caseIds);
    for (const row of rows) {
      const before = caseContent(row);
      const content = {
        ...before,
        caseType: body.caseType ?? before.caseType,
        priority: body.priority ?? before.priority,
        tags: [...new Set([...before.tags, ...(body.addTags ?? [])])],
      };
      if (JSON.stringify(content) === JSON.stringify(before)) continue;
      const version = row.version + 1;
      await trx
        .updateTable('test_cases')
        .set({ ...contentColumns(content), version, update_time: now.toISOString() })
        .where('id', '=', row.id)
        .execute();
      await recordVersion(trx, { caseId: row.id, version, content, editorId: userId, now });
    }
    return { count: rows.length };
  });
}

/** POST testCase/delete: tasks keep their copies of deleted cases (title, module, runs) for their reports. */
export async function deleteTestCases(
  db: Db,
  options: { body: z.infer<typeof deleteTestCasesBody>; userId: number; now: Date },
): Promise<TestCaseBatchData> {
  const { body, userId, now } = options;
  await testingAccess(db, { projectId: body.projectId, userId, now });
  return db.transaction().execute(async (trx) => {
    const rows = await casesOf(trx, body.projectId, body.caseIds);
    await trx
      .deleteFrom('test_cases')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    return { count: rows.length };
  });
}
