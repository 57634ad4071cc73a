import { type Migration, withId } from './kit';

const time = 'varchar(32)';
const date = 'varchar(10)';

/**
 * Test management (issue 14): the case library's module tree, cases with their versions and linked
 * requirements, test tasks with executors and cases, runs, and the defect links of
 * updateBatchProblemTestTaskCase. Everything goes with its project (cascade). Run screenshots are issue
 * attachments marked with their run, so one upload, storage and access path serves both (ADR 0035).
 */
export const testManagement: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('test_modules'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('parent_id', 'integer', (col) => col.references('test_modules.id').onDelete('cascade'))
      .addColumn('name', 'varchar(64)', (col) => col.notNull())
      .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('test_modules_project').on('test_modules').column('project_id').execute();

    await withId(db, db.schema.createTable('test_cases'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('module_id', 'integer', (col) => col.references('test_modules.id').onDelete('set null'))
      .addColumn('title', 'varchar(64)', (col) => col.notNull())
      .addColumn('case_type', 'integer', (col) => col.notNull())
      .addColumn('priority', 'integer', (col) => col.notNull())
      .addColumn('precondition', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('mode', 'varchar(8)', (col) => col.notNull())
      .addColumn('text_steps', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('text_expected', 'text', (col) => col.notNull().defaultTo(''))
      // Ordered [{ action, expected }] and tags as JSON: always read and written whole with the case.
      .addColumn('steps', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('creator_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('test_cases_project_module')
      .on('test_cases')
      .columns(['project_id', 'module_id'])
      .execute();

    await withId(db, db.schema.createTable('test_case_versions'))
      .addColumn('case_id', 'integer', (col) => col.notNull().references('test_cases.id').onDelete('cascade'))
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('editor_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('create_time', time, (col) => col.notNull())
      .addUniqueConstraint('test_case_versions_case_version', ['case_id', 'version'])
      .execute();

    await db.schema
      .createTable('test_case_requirements')
      .addColumn('case_id', 'integer', (col) => col.notNull().references('test_cases.id').onDelete('cascade'))
      .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('test_case_requirements_pk', ['case_id', 'question_id'])
      .execute();

    await withId(db, db.schema.createTable('test_tasks'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('title', 'varchar(128)', (col) => col.notNull())
      .addColumn('phase', 'integer', (col) => col.notNull())
      .addColumn('status', 'integer', (col) => col.notNull())
      .addColumn('start_date', date, (col) => col.notNull())
      .addColumn('end_date', date, (col) => col.notNull())
      .addColumn('version_id', 'integer', (col) => col.references('project_versions.id').onDelete('set null'))
      .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('creator_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('test_tasks_project').on('test_tasks').columns(['project_id', 'status']).execute();

    await db.schema
      .createTable('test_task_executors')
      .addColumn('task_id', 'integer', (col) => col.notNull().references('test_tasks.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('test_task_executors_pk', ['task_id', 'user_id'])
      .execute();

    // A case of a task keeps its title and module as added, so deleting it from the library keeps the report.
    await withId(db, db.schema.createTable('test_task_cases'))
      .addColumn('task_id', 'integer', (col) => col.notNull().references('test_tasks.id').onDelete('cascade'))
      .addColumn('case_id', 'integer', (col) => col.references('test_cases.id').onDelete('set null'))
      .addColumn('title', 'varchar(64)', (col) => col.notNull())
      .addColumn('module_name', 'varchar(64)')
      .addColumn('priority', 'integer', (col) => col.notNull())
      .addColumn('executor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('result', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_run_time', time)
      .addColumn('sort', 'integer', (col) => col.notNull())
      .addUniqueConstraint('test_task_cases_task_case', ['task_id', 'case_id'])
      .execute();

    await withId(db, db.schema.createTable('test_runs'))
      .addColumn('task_case_id', 'integer', (col) => col.notNull().references('test_task_cases.id').onDelete('cascade'))
      .addColumn('case_version', 'integer', (col) => col.notNull())
      .addColumn('result', 'integer', (col) => col.notNull())
      .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('step_results', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('executor_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('test_runs_task_case').on('test_runs').column('task_case_id').execute();

    await db.schema
      .alterTable('question_attachments')
      .addColumn('test_run_id', 'integer', (col) => col.references('test_runs.id').onDelete('cascade'))
      .execute();

    await db.schema
      .createTable('question_test_cases')
      .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id').onDelete('cascade'))
      .addColumn('task_case_id', 'integer', (col) => col.notNull().references('test_task_cases.id').onDelete('cascade'))
      .addColumn('run_id', 'integer', (col) => col.references('test_runs.id').onDelete('set null'))
      .addColumn('create_time', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('question_test_cases_pk', ['question_id', 'task_case_id'])
      .execute();
    await db.schema
      .createIndex('question_test_cases_task_case')
      .on('question_test_cases')
      .column('task_case_id')
      .execute();
  },
};
