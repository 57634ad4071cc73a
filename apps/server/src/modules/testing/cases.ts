import {
  type PageQuery,
  type TestCaseContent,
  type TestCaseDetail,
  type TestCaseRow,
  type TestCaseVersion,
  type createTestCaseBody,
  type editTestCaseBody,
  pageOffset,
  type testCaseListFilter,
} from '@questline/contract';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import { projectNames } from '../attachments/people';
import {
  assertRequirements,
  caseContent,
  contentColumns,
  insertCases,
  normaliseContent,
  recordVersion,
  replaceRequirements,
} from './caseStore';
import {
  type TestCaseRecord,
  assertRootAllowed,
  assertTestModule,
  caseInProject,
  moduleNames,
  moduleSubtree,
  testingAccess,
  titleContains,
} from './testAccess';

type Db = Kysely<Database>;
type CaseFields = Omit<z.infer<typeof createTestCaseBody>, 'projectId' | 'requirementIds'>;

function contentOf(body: CaseFields): TestCaseContent {
  return normaliseContent({
    caseName: body.caseName,
    caseType: body.caseType,
    priority: body.priority,
    moduleId: body.moduleId,
    precondition: body.precondition,
    mode: body.mode,
    textSteps: body.textSteps,
    textExpected: body.textExpected,
    steps: body.steps,
    tags: body.tags,
  });
}

/** One case as the editor shows it, with its module's name, requirements and creator. */
export async function presentCase(db: Db, row: TestCaseRecord): Promise<TestCaseDetail> {
  const modules = await moduleNames(db, [row.module_id]);
  const names = await projectNames(db, row.project_id, [row.creator_id]);
  const requirements = await db
    .selectFrom('test_case_requirements')
    .innerJoin('questions', 'questions.id', 'test_case_requirements.question_id')
    .select(['questions.id', 'questions.number', 'questions.title'])
    .where('test_case_requirements.case_id', '=', row.id)
    .orderBy('questions.number')
    .execute();
  return {
    ...caseContent(row),
    caseId: row.id,
    projectId: row.project_id,
    moduleName: row.module_id === null ? null : (modules.get(row.module_id) ?? null),
    version: row.version,
    requirements: requirements.map((item) => ({ questionId: item.id, number: item.number, questionName: item.title })),
    creator: { userId: row.creator_id, name: names.get(row.creator_id) ?? '' },
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

/** POST testCase: version 1 of a new case; non-admins must choose a module (spec point 5). */
export async function createTestCase(
  db: Db,
  options: { body: z.infer<typeof createTestCaseBody>; userId: number; now: Date },
): Promise<TestCaseDetail> {
  const { body, userId, now } = options;
  const access = await testingAccess(db, { projectId: body.projectId, userId, now });
  assertRootAllowed(access, body.moduleId);
  const [caseId] = await db.transaction().execute(async (trx) => {
    await assertTestModule(trx, body.projectId, body.moduleId);
    const requirementIds = await assertRequirements(trx, body.projectId, body.requirementIds);
    return insertCases(trx, { projectId: body.projectId, creatorId: userId, now }, [
      { content: contentOf(body), requirementIds },
    ]);
  });
  return presentCase(db, await caseInProject(db, body.projectId, caseId as number));
}

/**
 * PUT testCase: an edit that changes the content is a new version (the old one stays in the history, so
 * a run shows what it ran); moving a member's case into the root is refused like creating it there.
 */
export async function editTestCase(
  db: Db,
  options: { body: z.infer<typeof editTestCaseBody>; userId: number; now: Date },
): Promise<TestCaseDetail> {
  const { body, userId, now } = options;
  const access = await testingAccess(db, { projectId: body.projectId, userId, now });
  await db.transaction().execute(async (trx) => {
    const row = await caseInProject(trx, body.projectId, body.caseId);
    if (row.module_id !== body.moduleId) assertRootAllowed(access, body.moduleId);
    await assertTestModule(trx, body.projectId, body.moduleId);
    const requirementIds = await assertRequirements(trx, body.projectId, body.requirementIds);
    const content = contentOf(body);
    const changed =
      JSON.stringify({ ...caseContent(row), moduleId: null }) !== JSON.stringify({ ...content, moduleId: null });
    const version = changed ? row.version + 1 : row.version;
    await trx
      .updateTable('test_cases')
      .set({ ...contentColumns(content), version, update_time: now.toISOString() })
      .where('id', '=', row.id)
      .execute();
    await replaceRequirements(trx, row.id, requirementIds);
    if (changed) await recordVersion(trx, { caseId: row.id, version, content, editorId: userId, now });
  });
  return presentCase(db, await caseInProject(db, body.projectId, body.caseId));
}

export async function getTestCase(
  db: Db,
  options: { projectId: number; caseId: number; userId: number },
): Promise<TestCaseDetail> {
  await testingAccess(db, options);
  return presentCase(db, await caseInProject(db, options.projectId, options.caseId));
}

/** GET testCase/versions: every saved version, newest first. */
export async function testCaseVersions(
  db: Db,
  options: { projectId: number; caseId: number; userId: number },
): Promise<TestCaseVersion[]> {
  await testingAccess(db, options);
  const row = await caseInProject(db, options.projectId, options.caseId);
  const versions = await db
    .selectFrom('test_case_versions')
    .selectAll()
    .where('case_id', '=', row.id)
    .orderBy('version', 'desc')
    .execute();
  const names = await projectNames(
    db,
    row.project_id,
    versions.map((version) => version.editor_id),
  );
  return versions.map((version) => ({
    version: version.version,
    content: JSON.parse(version.content) as TestCaseContent,
    editor: { userId: version.editor_id, name: names.get(version.editor_id) ?? '' },
    createTime: version.create_time,
  }));
}

/** The library filter as SQL conditions; shared by the list and by adding cases to a task. */
export interface CaseFilter {
  projectId: number;
  moduleId?: number;
  root?: boolean;
  keyword?: string;
  caseType?: number;
  priority?: number;
  tag?: string;
}

/**
 * Cases carrying exactly `tag` among their JSON tags (json_each on SQLite, jsonb containment on
 * PostgreSQL), so "ui" never matches "ui-smoke" and LIKE wildcards in a tag mean nothing (ADR 0048).
 */
function hasTag(dialect: DialectName, tag: string) {
  return dialect === 'postgres'
    ? sql<SqlBool>`cast(test_cases.tags as jsonb) @> jsonb_build_array(cast(${tag} as text))`
    : sql<SqlBool>`exists (select 1 from json_each(test_cases.tags) where json_each.value = ${tag})`;
}

export async function filteredCases(db: Db, dialect: DialectName, filter: CaseFilter) {
  let query = db.selectFrom('test_cases').where('project_id', '=', filter.projectId);
  if (filter.moduleId !== undefined) {
    query = query.where('module_id', 'in', await moduleSubtree(db, filter.projectId, [filter.moduleId]));
  } else if (filter.root) {
    query = query.where('module_id', 'is', null);
  }
  const keyword = filter.keyword?.trim();
  if (keyword) query = query.where(titleContains(keyword));
  if (filter.caseType !== undefined) query = query.where('case_type', '=', filter.caseType);
  if (filter.priority !== undefined) query = query.where('priority', '=', filter.priority);
  if (filter.tag) query = query.where(hasTag(dialect, filter.tag));
  return query;
}

/** POST testCase/list: one page of the library, filtered by module (with sub-modules), words, type, priority, tag. */
export async function listTestCases(
  db: Db,
  options: { filter: z.infer<typeof testCaseListFilter>; page: PageQuery; userId: number; dialect: DialectName },
): Promise<{ rows: TestCaseRow[]; total: number }> {
  const { filter } = options;
  await testingAccess(db, { projectId: filter.projectId, userId: options.userId });
  const base = await filteredCases(db, options.dialect, filter);
  const total = await base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(options.page.pageSize)
    .offset(pageOffset(options.page))
    .execute();
  const modules = await moduleNames(
    db,
    rows.map((row) => row.module_id),
  );
  const names = await projectNames(
    db,
    filter.projectId,
    rows.map((row) => row.creator_id),
  );
  return {
    total: Number(total.count),
    rows: rows.map((row) => ({
      caseId: row.id,
      caseName: row.title,
      caseType: caseContent(row).caseType,
      priority: caseContent(row).priority,
      moduleId: row.module_id,
      moduleName: row.module_id === null ? null : (modules.get(row.module_id) ?? null),
      mode: row.mode,
      tags: JSON.parse(row.tags) as string[],
      version: row.version,
      creator: { userId: row.creator_id, name: names.get(row.creator_id) ?? '' },
      updateTime: row.update_time,
    })),
  };
}
