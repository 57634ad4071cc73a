import type { Priority, TestCaseContent, TestCaseType, TestStep } from '@questline/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import type { TestCaseRecord } from './testAccess';

type Trx = Transaction<Database>;

/** A case row's content as the API and the version snapshots carry it. */
export function caseContent(row: TestCaseRecord): TestCaseContent {
  return {
    caseName: row.title,
    caseType: row.case_type as TestCaseType,
    priority: row.priority as Priority,
    moduleId: row.module_id,
    precondition: row.precondition,
    mode: row.mode,
    textSteps: row.text_steps,
    textExpected: row.text_expected,
    steps: JSON.parse(row.steps) as TestStep[],
    tags: JSON.parse(row.tags) as string[],
  };
}

export function contentColumns(content: TestCaseContent) {
  return {
    title: content.caseName,
    case_type: content.caseType,
    priority: content.priority,
    module_id: content.moduleId,
    precondition: content.precondition,
    mode: content.mode,
    text_steps: content.textSteps,
    text_expected: content.textExpected,
    // A case keeps only the fields of its mode, so switching modes leaves nothing stale behind.
    steps: JSON.stringify(content.mode === 'step' ? content.steps : []),
    tags: JSON.stringify([...new Set(content.tags)]),
  };
}

/** Normalises what a body or sheet row says into the content that is stored. */
export function normaliseContent(content: TestCaseContent): TestCaseContent {
  const step = content.mode === 'step';
  return {
    ...content,
    textSteps: step ? '' : content.textSteps,
    textExpected: step ? '' : content.textExpected,
    steps: step ? content.steps : [],
    tags: [...new Set(content.tags)],
  };
}

/** Linked requirements must be issues of type 3 of the same project. */
export async function assertRequirements(trx: Trx, projectId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await trx
    .selectFrom('questions')
    .select('id')
    .where('project_id', '=', projectId)
    .where('question_type', '=', 3)
    .where('id', 'in', unique)
    .execute();
  if (found.length !== unique.length) throw failure('testRequirementInvalid');
  return unique;
}

export async function replaceRequirements(trx: Trx, caseId: number, ids: readonly number[]): Promise<void> {
  await trx.deleteFrom('test_case_requirements').where('case_id', '=', caseId).execute();
  if (ids.length > 0) {
    await trx
      .insertInto('test_case_requirements')
      .values(ids.map((questionId) => ({ case_id: caseId, question_id: questionId })))
      .execute();
  }
}

export async function recordVersion(
  trx: Trx,
  entry: { caseId: number; version: number; content: TestCaseContent; editorId: number; now: Date },
): Promise<void> {
  await trx
    .insertInto('test_case_versions')
    .values({
      case_id: entry.caseId,
      version: entry.version,
      content: JSON.stringify(entry.content),
      editor_id: entry.editorId,
      create_time: entry.now.toISOString(),
    })
    .execute();
}

/** Inserts cases with their first version (create, copy, import alike); answers the new ids in order. */
export async function insertCases(
  trx: Trx,
  options: { projectId: number; creatorId: number; now: Date },
  cases: readonly { content: TestCaseContent; requirementIds: readonly number[] }[],
): Promise<number[]> {
  const time = options.now.toISOString();
  const ids: number[] = [];
  for (const entry of cases) {
    const content = normaliseContent(entry.content);
    const { id } = await trx
      .insertInto('test_cases')
      .values({
        ...contentColumns(content),
        project_id: options.projectId,
        version: 1,
        creator_id: options.creatorId,
        create_time: time,
        update_time: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceRequirements(trx, id, entry.requirementIds);
    await recordVersion(trx, { caseId: id, version: 1, content, editorId: options.creatorId, now: options.now });
    ids.push(id);
  }
  return ids;
}
