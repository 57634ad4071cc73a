import {
  type ParsedQuestionListFilter,
  type PageQuery,
  type QuestionRow,
  type QuestionSortColumn,
  type QuestionTypeCounts,
  pageOffset,
} from '@questline/contract';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import { projectAccess } from '../projects/policy';
import { pendingFor } from './pending';
import { titleContains, visibleTo } from './questionMatch';
import { presentRows } from './questionRows';

type Db = Kysely<Database>;
type Eb = ExpressionBuilder<Database, 'questions'>;

const sortColumn: Record<QuestionSortColumn, string> = {
  number: 'questions.number',
  questionName: 'questions.title',
  status: 'questions.status',
  questionType: 'questions.question_type',
  priority: 'questions.priority',
  severity: 'questions.severity',
  module: 'questions.module_id',
  version: 'questions.version_id',
  deadline: 'questions.deadline',
  startDate: 'questions.start_date',
  progress: 'questions.progress',
  estimatedHours: 'questions.estimated_hours',
  terminal: 'questions.terminal',
  defectCategory: 'questions.defect_category',
  createTime: 'questions.create_time',
  updateTime: 'questions.update_time',
};

/** Driven from the people tables' (user_id, question_id) indexes rather than probed row by row. */
function peopleIn(eb: Eb, table: 'question_handlers' | 'question_cc', userIds: number[]) {
  const people =
    table === 'question_handlers'
      ? eb.selectFrom('question_handlers as p').select('p.question_id')
      : eb.selectFrom('question_cc as p').select('p.question_id');
  return eb('questions.id', 'in', people.where('p.user_id', 'in', userIds));
}

/** The filters the issue list shares with the to-do lists (issue 11): fields, dates and typed text. */
export type SharedQuestionFilter = Pick<
  ParsedQuestionListFilter,
  | 'questionType'
  | 'status'
  | 'priority'
  | 'severity'
  | 'terminal'
  | 'defectCategory'
  | 'createFrom'
  | 'createTo'
  | 'deadlineFrom'
  | 'deadlineTo'
  | 'keyword'
>;

export function sharedConditions(eb: Eb, filter: SharedQuestionFilter, dialect: DialectName): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  const list = (column: string, values: number[] | undefined) => {
    if (values && values.length > 0) where.push(eb(eb.ref(column as 'questions.status'), 'in', values));
  };
  if (filter.questionType !== undefined) where.push(eb('questions.question_type', '=', filter.questionType));
  list('questions.status', filter.status);
  list('questions.priority', filter.priority);
  list('questions.severity', filter.severity);
  list('questions.terminal', filter.terminal);
  list('questions.defect_category', filter.defectCategory);
  if (filter.createFrom) where.push(eb('questions.create_time', '>=', `${filter.createFrom}T00:00:00.000Z`));
  if (filter.createTo) where.push(eb('questions.create_time', '<=', `${filter.createTo}T23:59:59.999Z`));
  if (filter.deadlineFrom) where.push(eb('questions.deadline', '>=', filter.deadlineFrom));
  if (filter.deadlineTo) where.push(eb('questions.deadline', '<=', filter.deadlineTo));
  if (filter.keyword) {
    const keyword = filter.keyword.replace(/^#/, '');
    const like = titleContains(dialect, keyword);
    where.push(/^\d{1,9}$/.test(keyword) ? eb.or([like, eb('questions.number', '=', Number(keyword))]) : like);
  }
  return where;
}

/** The list's sort: the chosen column, then the id for a stable page order. */
export function sortExpression(column: QuestionSortColumn): 'questions.number' {
  return sortColumn[column] as 'questions.number';
}

/** Every filter of the list body (issue 10), plus: someone else's drafts are theirs alone. */
export function filtered(eb: Eb, filter: ParsedQuestionListFilter, userId: number, dialect: DialectName) {
  const where: Expression<SqlBool>[] = [eb('questions.project_id', '=', filter.projectId)];
  // A status filter without drafts already hides every draft; leaving the draft rule out then lets the
  // database answer from an index that holds no creator (questions_project_statistics covers the filter and
  // sort of a page: issue 17, ADR 0075).
  const draftsExcluded = filter.status !== undefined && filter.status.length > 0 && !filter.status.includes(1);
  if (!draftsExcluded) where.push(visibleTo(eb, userId));
  where.push(...sharedConditions(eb, filter, dialect));
  const list = (column: string, values: number[] | undefined) => {
    if (values && values.length > 0) where.push(eb(eb.ref(column as 'questions.status'), 'in', values));
  };
  list('questions.creator_id', filter.creatorUserIds);
  list('questions.module_id', filter.moduleIds);
  list('questions.version_id', filter.versionIds);
  list('questions.iteration_id', filter.iterationIds);
  list('questions.plan_id', filter.planIds);
  if (filter.handlerUserIds?.length) where.push(peopleIn(eb, 'question_handlers', filter.handlerUserIds));
  if (filter.ccUserIds?.length) where.push(peopleIn(eb, 'question_cc', filter.ccUserIds));
  switch (filter.scope) {
    case 'handling':
      where.push(peopleIn(eb, 'question_handlers', [userId]));
      break;
    case 'created':
      where.push(eb('questions.creator_id', '=', userId));
      break;
    case 'cc':
      where.push(peopleIn(eb, 'question_cc', [userId]));
      break;
    case 'collected':
      where.push(
        eb(
          'questions.id',
          'in',
          eb.selectFrom('question_collects as c').select('c.question_id').where('c.user_id', '=', userId),
        ),
      );
      break;
    default:
      break;
  }
  return eb.and(where);
}

/** POST getProjectProblemList: one sorted, filtered page and the total. */
export async function listQuestions(
  db: Db,
  options: { filter: ParsedQuestionListFilter; page: PageQuery; userId: number; dialect: DialectName },
): Promise<{ rows: QuestionRow[]; total: number }> {
  const { filter, page, userId, dialect } = options;
  await projectAccess(db, { projectId: filter.projectId, userId, atLeast: 'member' });
  const counted = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where((eb) => filtered(eb, filter, userId, dialect))
    .executeTakeFirstOrThrow();
  const column = sortExpression(filter.orderBy);
  // Sorting and paging on ids only, then reading the page's rows: the sort never carries whole rows.
  const ids = await db
    .selectFrom('questions')
    .select('questions.id')
    .where((eb) => filtered(eb, filter, userId, dialect))
    .orderBy(column, filter.order)
    .orderBy('questions.id', filter.order)
    .limit(page.pageSize)
    .offset(pageOffset(page))
    .execute();
  const order = new Map(ids.map((row, index) => [row.id, index]));
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('questions')
          .selectAll()
          .where('id', 'in', [...order.keys()])
          .execute();
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return { rows: await presentRows(db, filter.projectId, rows), total: Number(counted.count) };
}

/** GET listNum: the type tabs' counts (0 = every type), with the same draft rule as the list. */
export async function countByType(db: Db, options: { projectId: number; userId: number }): Promise<QuestionTypeCounts> {
  await projectAccess(db, { ...options, atLeast: 'member' });
  const rows = await db
    .selectFrom('questions')
    .select(['question_type', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('project_id', '=', options.projectId)
    .where((eb) => visibleTo(eb, options.userId))
    .groupBy('question_type')
    .execute();
  const counts: QuestionTypeCounts = { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const row of rows) {
    const type = row.question_type as 1 | 2 | 3 | 4;
    counts[type] = Number(row.count);
    counts[0] += Number(row.count);
  }
  return counts;
}

/** GET getProjectBacklogNum: how many of the project's issues wait on the caller. */
export async function projectBacklogCount(db: Db, options: { projectId: number; userId: number }): Promise<number> {
  await projectAccess(db, { ...options, atLeast: 'member' });
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('questions.project_id', '=', options.projectId)
    .where((eb) => pendingFor(eb, options.userId))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
