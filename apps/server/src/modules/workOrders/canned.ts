import type { CannedAnswer, cannedAnswerBody, editCannedAnswerBody } from '@questline/contract';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { CannedAnswerTable } from '../../db/workOrderSchema';
import { notFound } from '../../http/errors';

type Db = Kysely<Database>;

function present(row: Selectable<CannedAnswerTable>): CannedAnswer {
  return { cannedId: row.id, locale: row.locale, title: row.title, body: row.body, updateTime: row.update_time };
}

/** The desk's canned answers, of one language or both, by title. */
export async function listCanned(db: Db, locale: 'zh' | 'en' | undefined): Promise<CannedAnswer[]> {
  let query = db.selectFrom('canned_answers').selectAll().orderBy('locale').orderBy('title').orderBy('id');
  if (locale) query = query.where('locale', '=', locale);
  return (await query.execute()).map(present);
}

export async function addCanned(
  db: Db,
  options: { fields: z.infer<typeof cannedAnswerBody>; now: Date },
): Promise<CannedAnswer> {
  const time = options.now.toISOString();
  const row = await db
    .insertInto('canned_answers')
    .values({ ...options.fields, create_time: time, update_time: time })
    .returningAll()
    .executeTakeFirstOrThrow();
  return present(row);
}

export async function editCanned(
  db: Db,
  options: { fields: z.infer<typeof editCannedAnswerBody>; now: Date },
): Promise<CannedAnswer> {
  const { cannedId, ...fields } = options.fields;
  const row = await db
    .updateTable('canned_answers')
    .set({ ...fields, update_time: options.now.toISOString() })
    .where('id', '=', cannedId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return present(row);
}

export async function removeCanned(db: Db, cannedId: number): Promise<void> {
  const result = await db.deleteFrom('canned_answers').where('id', '=', cannedId).executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw notFound();
}
