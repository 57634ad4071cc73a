import { type Migration, withId } from './kit';

const time = 'varchar(32)';
const date = 'varchar(10)';

/**
 * Iterations (issue 13): the iterations of a project, the stage an issue has on its iteration's board,
 * and the log of every change of an issue's iteration, from which the burndown replays who belonged
 * when (ADR 0057). questions.iteration_id (migration 0007) has no foreign key there, so deleting an
 * iteration clears it in the service.
 */
export const iterations: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('project_iterations'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('name', 'varchar(64)', (col) => col.notNull())
      .addColumn('start_date', date, (col) => col.notNull())
      .addColumn('end_date', date, (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('creator_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('project_iterations_project')
      .on('project_iterations')
      .columns(['project_id', 'start_date'])
      .execute();

    // A stage deleted in the project settings sends its cards back to the first column (null).
    await db.schema
      .alterTable('questions')
      .addColumn('iteration_stage_id', 'integer', (col) => col.references('iteration_stages.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('questions_iteration').on('questions').column('iteration_id').execute();

    await withId(db, db.schema.createTable('question_iteration_log'))
      .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id').onDelete('cascade'))
      .addColumn('iteration_id', 'integer', (col) =>
        col.notNull().references('project_iterations.id').onDelete('cascade'),
      )
      .addColumn('action', 'varchar(8)', (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('question_iteration_log_iteration')
      .on('question_iteration_log')
      .columns(['iteration_id', 'create_time'])
      .execute();
  },
};
