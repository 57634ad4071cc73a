import type {
  DefectCategory,
  Priority,
  QuestionRow,
  QuestionStatus,
  QuestionType,
  Severity,
  Terminal,
} from '@questline/contract';
import { reviewerInCharge } from '@questline/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { QuestionTable } from '../../db/issueSchema';
import type { Database } from '../../db/schema';
import { type HandlerState, handlersOfMany } from './actor';
import { peopleNames, refOf } from './people';

type Db = Kysely<Database> | Transaction<Database>;

/** The columns a list row is made of: everything but the long ones (description) and the workflow's own. */
export const LISTED_COLUMNS = [
  'id',
  'project_id',
  'number',
  'title',
  'question_type',
  'severity',
  'priority',
  'status',
  'module_id',
  'version_id',
  'handling_mode',
  'creator_id',
  'reviewer_id',
  'start_date',
  'deadline',
  'estimated_hours',
  'progress',
  'plan_id',
  'iteration_id',
  'terminal',
  'defect_category',
  'parent_id',
  'create_time',
  'update_time',
] as const;
type Row = Pick<Selectable<QuestionTable>, (typeof LISTED_COLUMNS)[number]>;

/**
 * Turns issue rows into the API's QuestionRow with three more queries per page (handlers, module and
 * version names, people names), whatever the page size.
 */
export async function presentRows(db: Db, projectId: number, rows: readonly Row[]): Promise<QuestionRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const moduleIds = [...new Set(rows.flatMap((row) => (row.module_id === null ? [] : [row.module_id])))];
  const versionIds = [...new Set(rows.flatMap((row) => (row.version_id === null ? [] : [row.version_id])))];
  // Asked together: on PostgreSQL each waits for a pooled connection once instead of in turn (ADR 0154).
  const [handlers, modules, versions] = await Promise.all([
    handlersOfMany(db, ids),
    moduleIds.length
      ? db.selectFrom('project_modules').select(['id', 'name']).where('id', 'in', moduleIds).execute()
      : [],
    versionIds.length
      ? db.selectFrom('project_versions').select(['id', 'name']).where('id', 'in', versionIds).execute()
      : [],
  ]);
  const moduleNames = new Map(modules.map((module) => [module.id, module.name]));
  const versionNames = new Map(versions.map((version) => [version.id, version.name]));
  const names = await peopleNames(db, projectId, [
    ...[...handlers.values()].flatMap((list) => list.map((handler) => handler.userId)),
    ...rows.map((row) => row.creator_id),
    ...rows.flatMap((row) => (row.reviewer_id === null ? [] : [row.reviewer_id])),
  ]);
  return rows.map((row) =>
    presentRow(row, {
      handlers: handlers.get(row.id) ?? [],
      moduleName: row.module_id === null ? null : (moduleNames.get(row.module_id) ?? null),
      versionName: row.version_id === null ? null : (versionNames.get(row.version_id) ?? null),
      names,
    }),
  );
}

/** What a row needs besides its own columns; presentRows reads them, a just-created issue knows them. */
export interface RowLookups {
  handlers: readonly HandlerState[];
  moduleName: string | null;
  versionName: string | null;
  names: Map<number, string>;
}

/** One issue row in the API's shape, from its columns and what was looked up for it. */
export function presentRow(row: Row, lookups: RowLookups): QuestionRow {
  const { handlers, names } = lookups;
  const inReviewBy = reviewerInCharge(row.status as QuestionStatus, {
    creatorId: row.creator_id,
    reviewerId: row.reviewer_id,
  });
  return {
    questionId: row.id,
    projectId: row.project_id,
    number: row.number,
    questionName: row.title,
    // Written only through the contract's enums.
    questionType: row.question_type as QuestionType,
    severity: row.severity as Severity,
    priority: row.priority as Priority,
    status: row.status as QuestionStatus,
    moduleId: row.module_id,
    moduleName: lookups.moduleName,
    versionId: row.version_id,
    versionName: lookups.versionName,
    handlers: handlers.map((handler) => ({ ...refOf(names, handler.userId), completed: handler.completed })),
    handlingMode: row.handling_mode,
    creator: refOf(names, row.creator_id),
    inReviewBy: inReviewBy === null ? null : refOf(names, inReviewBy),
    startDate: row.start_date,
    deadline: row.deadline,
    estimatedHours: row.estimated_hours === null ? null : Number(row.estimated_hours),
    progress: row.progress,
    planId: row.plan_id,
    iterationId: row.iteration_id,
    terminal: row.terminal as Terminal | null,
    defectCategory: row.defect_category as DefectCategory | null,
    parentId: row.parent_id,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}
