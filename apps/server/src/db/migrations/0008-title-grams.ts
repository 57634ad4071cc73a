import { titleGrams } from '@questline/contract';
import { sql } from 'kysely';
import type { Migration, MigrationDb } from './kit';

/** Issues read per step: bounded memory on a project of 100k issues. */
const BATCH = 1000;
/** Rows per insert statement, below SQLite's 32,766 bound parameters (3 per row). */
const INSERT_ROWS = 500;

async function insertGrams(db: MigrationDb, rows: { projectId: number; gram: string; questionId: number }[]) {
  for (let start = 0; start < rows.length; start += INSERT_ROWS) {
    const values = rows
      .slice(start, start + INSERT_ROWS)
      .map((row) => sql`(${row.projectId}, ${row.gram}, ${row.questionId})`);
    await sql`insert into question_title_grams (project_id, gram, question_id) values ${sql.join(values)}`.execute(db);
  }
}

/**
 * Issue 10 "similar issues" (ADR 0024): indexes the titles of the issues that existed before titles were
 * indexed on write. Issues that already have grams are skipped, so it is safe on any database state.
 */
export const titleGramsBackfill: Migration = {
  async up(db) {
    let after = 0;
    for (;;) {
      const { rows } = await sql<{ id: number; project_id: number; title: string }>`
        select id, project_id, title from questions q
        where id > ${after}
          and not exists (select 1 from question_title_grams g where g.question_id = q.id)
        order by id limit ${BATCH}`.execute(db);
      const last = rows.at(-1);
      if (!last) return;
      await insertGrams(
        db,
        rows.flatMap((row) =>
          titleGrams(row.title).map((gram) => ({ projectId: row.project_id, gram, questionId: row.id })),
        ),
      );
      after = last.id;
    }
  },
};
