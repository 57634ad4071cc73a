import type { createQuestionBody } from '@questline/contract';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { assertLinkablePlan } from '../plans/issueLinks';
import { projectMemberIds } from '../projectSettings/objectAccess';
import { sanitizeRichText } from './richText';

type Trx = Transaction<Database>;
type QuestionFields = Omit<z.infer<typeof createQuestionBody>, 'projectId' | 'draft' | 'attachmentIds'>;

/** An issue's fields once every reference has been checked against its project. */
export interface CheckedQuestion {
  title: string;
  questionType: number;
  severity: number;
  priority: number;
  moduleId: number | null;
  versionId: number | null;
  handlerIds: number[];
  handlingMode: 'single' | 'multi';
  ccIds: number[];
  startDate: string | null;
  deadline: string | null;
  estimatedHours: number | null;
  progress: number;
  terminal: number | null;
  defectCategory: number | null;
  description: string;
  parentId: number | null;
  /** Undefined: the edit did not name a plan, so the issue keeps its own. */
  planId?: number | null;
  relatedIds: number[];
  /** Undefined: the form left the iteration alone (an edit keeps it). */
  iterationId?: number | null;
}

async function assertIteration(trx: Trx, projectId: number, iterationId: number): Promise<void> {
  const row = await trx
    .selectFrom('project_iterations')
    .select('id')
    .where('id', '=', iterationId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!row) throw failure('questionIterationInvalid');
}

const unique = (values: readonly number[]) => [...new Set(values)];

/** Every person named must be a member of the project (spec point 5 "handler required"). */
export async function assertMembers(trx: Trx, projectId: number, userIds: number[], field: string): Promise<void> {
  const members = await projectMemberIds(trx, projectId, userIds);
  if (userIds.some((userId) => !members.has(userId))) throw failure('questionPeopleNotMembers', { field });
}

/** The parent must be another issue of the project and must not sit below this one (no loops). */
async function assertParent(trx: Trx, projectId: number, parentId: number, selfId: number | null): Promise<void> {
  let cursor: number | null = parentId;
  for (let depth = 0; cursor !== null; depth += 1) {
    if (cursor === selfId || depth > 50) throw failure('questionParentInvalid');
    const row: { project_id: number; parent_id: number | null } | undefined = await trx
      .selectFrom('questions')
      .select(['project_id', 'parent_id'])
      .where('id', '=', cursor)
      .executeTakeFirst();
    if (!row || row.project_id !== projectId) throw failure('questionParentInvalid');
    cursor = row.parent_id;
  }
}

async function assertInProject(
  trx: Trx,
  table: 'project_modules' | 'project_versions',
  id: number,
  projectId: number,
): Promise<void> {
  const row = await trx.selectFrom(table).select('project_id').where('id', '=', id).executeTakeFirst();
  if (row?.project_id !== projectId) {
    throw failure(table === 'project_modules' ? 'questionModuleInvalid' : 'questionVersionInvalid');
  }
}

/**
 * Checks what a create, edit or import names (module, version, people, parent, related issues) against
 * the project, and sanitises the description. `selfId` is the edited issue, so it cannot be its own
 * parent or relation.
 */
export async function checkQuestionFields(
  trx: Trx,
  projectId: number,
  fields: QuestionFields,
  selfId: number | null,
): Promise<CheckedQuestion> {
  const handlerIds = unique(fields.handlerUserIds);
  const ccIds = unique(fields.ccUserIds);
  const relatedIds = unique(fields.relatedIds).filter((relatedId) => relatedId !== selfId);
  if (fields.moduleId !== null) await assertInProject(trx, 'project_modules', fields.moduleId, projectId);
  if (fields.versionId !== null) await assertInProject(trx, 'project_versions', fields.versionId, projectId);
  await assertMembers(trx, projectId, handlerIds, 'handlerUserIds');
  await assertMembers(trx, projectId, ccIds, 'ccUserIds');
  if (fields.parentId !== null) await assertParent(trx, projectId, fields.parentId, selfId);
  if (fields.iterationId) await assertIteration(trx, projectId, fields.iterationId);
  if (fields.planId) await assertLinkablePlan(trx, projectId, fields.planId);
  if (relatedIds.length > 0) {
    const found = await trx
      .selectFrom('questions')
      .select('id')
      .where('project_id', '=', projectId)
      .where('id', 'in', relatedIds)
      .execute();
    if (found.length !== relatedIds.length) throw failure('questionRelatedInvalid');
  }
  return {
    title: fields.questionName,
    questionType: fields.questionType,
    severity: fields.severity,
    priority: fields.priority,
    moduleId: fields.moduleId,
    versionId: fields.versionId,
    handlerIds,
    handlingMode: fields.handlingMode,
    ccIds,
    startDate: fields.startDate,
    deadline: fields.deadline,
    estimatedHours: fields.estimatedHours,
    progress: fields.progress,
    terminal: fields.terminal,
    defectCategory: fields.defectCategory,
    description: sanitizeRichText(fields.description),
    parentId: fields.parentId,
    planId: fields.planId,
    relatedIds,
    iterationId: fields.iterationId,
  };
}
