// The tables and columns the generator writes, typed by the server's own table definitions (db/schema.ts): a
// renamed column, or a new one an insert needs, fails `npm run typecheck` instead of the bench (ADR 0144).
import type { Insertable } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema';

/** The tables the generator fills. */
export type BulkTable =
  | 'users'
  | 'projects'
  | 'project_users'
  | 'project_modules'
  | 'project_versions'
  | 'iteration_stages'
  | 'plan_items'
  | 'project_iterations'
  | 'questions'
  | 'question_handlers'
  | 'question_history'
  | 'question_comments'
  | 'question_attachments'
  | 'question_title_grams'
  | 'user_messages';

/** A column's kind, which the PostgreSQL sink's `unnest` arrays are typed by. */
export type ColumnKind = 'int' | 'text' | 'real';

/**
 * The columns written to each table. Checked against the server's table types: every column an insert needs is
 * here, and a column that does not exist fails to compile.
 */
const COLUMNS = {
  users: { id: 'int', user_name: 'text', nick_name: 'text', create_time: 'text', update_time: 'text' },
  projects: { id: 'int', name: 'text', owner_id: 'int', question_seq: 'int', create_time: 'text', update_time: 'text' },
  project_users: {
    project_id: 'int',
    user_id: 'int',
    role: 'text',
    alias: 'text',
    create_time: 'text',
    update_time: 'text',
  },
  project_modules: {
    id: 'int',
    project_id: 'int',
    parent_id: 'int',
    name: 'text',
    serial_no: 'int',
    handler_user_id: 'int',
    create_time: 'text',
    update_time: 'text',
  },
  project_versions: {
    id: 'int',
    project_id: 'int',
    name: 'text',
    icon: 'text',
    sort: 'int',
    create_time: 'text',
    update_time: 'text',
  },
  iteration_stages: {
    project_id: 'int',
    name: 'text',
    fixed: 'text',
    sort: 'int',
    create_time: 'text',
    update_time: 'text',
  },
  plan_items: {
    id: 'int',
    project_id: 'int',
    parent_id: 'int',
    item_type: 'int',
    name: 'text',
    start_date: 'text',
    end_date: 'text',
    creator_id: 'int',
    create_time: 'text',
    update_time: 'text',
  },
  project_iterations: {
    id: 'int',
    project_id: 'int',
    name: 'text',
    start_date: 'text',
    end_date: 'text',
    creator_id: 'int',
    create_time: 'text',
    update_time: 'text',
  },
  questions: {
    id: 'int',
    project_id: 'int',
    number: 'int',
    title: 'text',
    question_type: 'int',
    severity: 'int',
    priority: 'int',
    status: 'int',
    module_id: 'int',
    version_id: 'int',
    handling_mode: 'text',
    start_date: 'text',
    deadline: 'text',
    estimated_hours: 'real',
    plan_id: 'int',
    iteration_id: 'int',
    terminal: 'int',
    defect_category: 'int',
    description: 'text',
    reviewer_id: 'int',
    creator_id: 'int',
    create_time: 'text',
    update_time: 'text',
  },
  question_handlers: { question_id: 'int', user_id: 'int', completed: 'int', sort: 'int' },
  question_history: {
    question_id: 'int',
    code: 'int',
    operator_id: 'int',
    from_status: 'int',
    to_status: 'int',
    create_time: 'text',
  },
  question_comments: { id: 'int', question_id: 'int', user_id: 'int', content: 'text', create_time: 'text' },
  question_attachments: {
    project_id: 'int',
    question_id: 'int',
    uploader_id: 'int',
    storage_key: 'text',
    file_name: 'text',
    kind: 'text',
    mime_type: 'text',
    size: 'int',
    create_time: 'text',
  },
  question_title_grams: { project_id: 'int', gram: 'text', question_id: 'int' },
  user_messages: {
    user_id: 'int',
    kind: 'text',
    project_id: 'int',
    question_id: 'int',
    question_number: 'int',
    question_title: 'text',
    operator_id: 'int',
    is_read: 'int',
    create_time: 'text',
  },
} satisfies { [T in BulkTable]: { [C in keyof Insertable<Database[T]>]: ColumnKind } };

type Columns = typeof COLUMNS;

/** One row of `table`: every column the generator writes, each with the type the server's schema gives it. */
export type Row<T extends BulkTable> = {
  [C in keyof Columns[T] & keyof Insertable<Database[T]>]-?: Exclude<Insertable<Database[T]>[C], undefined>;
};

/** Where the rows go (sink.mjs): batched inserts with explicit ids. */
export interface Sink {
  nextId(table: BulkTable): Promise<number>;
  add(table: BulkTable, columns: string[], row: unknown[], kinds: ColumnKind[]): Promise<void> | undefined;
}

/** The columns of each table in one order, with their kinds in the same order. */
export const ORDER = Object.fromEntries(
  Object.entries(COLUMNS).map(([table, kinds]) => [
    table,
    { columns: Object.keys(kinds), kinds: Object.values(kinds) },
  ]),
) as Record<BulkTable, { columns: string[]; kinds: ColumnKind[] }>;
