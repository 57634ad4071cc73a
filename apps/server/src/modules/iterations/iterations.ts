import {
  type IterationRow,
  type QuestionStatus,
  type createIterationBody,
  type editIterationBody,
  isOpenStatus,
  iterationStatus,
  utcDay,
} from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { nextUpdateTime, updateUnchanged } from '../../db/optimisticLock';
import type { Database } from '../../db/schema';
import { projectNames } from '../attachments/people';
import { type IterationRecord, iterationAccess, iterationInProject } from './iterationAccess';

type Db = Kysely<Database>;
type Executor = Db | Transaction<Database>;

/** Issue counts by iteration: all of its issues and those still open (ADR 0057). */
async function countsOf(db: Executor, iterationIds: readonly number[]): Promise<Map<number, [number, number]>> {
  const counts = new Map<number, [number, number]>();
  if (iterationIds.length === 0) return counts;
  const rows = await db
    .selectFrom('questions')
    .select(['iteration_id', 'status'])
    .where('iteration_id', 'in', [...iterationIds])
    .execute();
  for (const row of rows) {
    if (row.iteration_id === null) continue;
    const [all, open] = counts.get(row.iteration_id) ?? [0, 0];
    counts.set(row.iteration_id, [all + 1, open + (isOpenStatus(row.status as QuestionStatus) ? 1 : 0)]);
  }
  return counts;
}

export async function presentIterations(
  db: Executor,
  projectId: number,
  rows: readonly IterationRecord[],
  now: Date,
): Promise<IterationRow[]> {
  const names = await projectNames(
    db,
    projectId,
    rows.map((row) => row.creator_id),
  );
  const counts = await countsOf(
    db,
    rows.map((row) => row.id),
  );
  const today = utcDay(now);
  return rows.map((row) => {
    const [questionCount, openCount] = counts.get(row.id) ?? [0, 0];
    return {
      iterationId: row.id,
      projectId: row.project_id,
      iterationName: row.name,
      startDate: row.start_date,
      endDate: row.end_date,
      status: iterationStatus({ startDate: row.start_date, endDate: row.end_date }, today),
      description: row.description,
      questionCount,
      openCount,
      creator: { userId: row.creator_id, name: names.get(row.creator_id) ?? '' },
      createTime: row.create_time,
      updateTime: row.update_time,
    };
  });
}

/** GET projectIteration/list: the project's iterations, latest start first. */
export async function listIterations(
  db: Db,
  options: { projectId: number; userId: number; now: Date },
): Promise<IterationRow[]> {
  await iterationAccess(db, { projectId: options.projectId, userId: options.userId });
  const rows = await db
    .selectFrom('project_iterations')
    .selectAll()
    .where('project_id', '=', options.projectId)
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return presentIterations(db, options.projectId, rows, options.now);
}

export async function getIteration(
  db: Db,
  options: { projectId: number; iterationId: number; userId: number; now: Date },
): Promise<IterationRow> {
  await iterationAccess(db, { projectId: options.projectId, userId: options.userId });
  const row = await iterationInProject(db, options.projectId, options.iterationId);
  const [presented] = await presentIterations(db, options.projectId, [row], options.now);
  if (!presented) throw new Error('one iteration presented');
  return presented;
}

/** POST projectIteration (spec point 5: name, start and end required). */
export async function createIteration(
  db: Db,
  options: { body: z.infer<typeof createIterationBody>; userId: number; now: Date },
): Promise<IterationRow> {
  const { body, userId, now } = options;
  await iterationAccess(db, { projectId: body.projectId, userId, now });
  const time = now.toISOString();
  const { id } = await db
    .insertInto('project_iterations')
    .values({
      project_id: body.projectId,
      name: body.iterationName,
      start_date: body.startDate,
      end_date: body.endDate,
      description: body.description,
      creator_id: userId,
      create_time: time,
      update_time: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return getIteration(db, { projectId: body.projectId, iterationId: id, userId, now });
}

/** PUT projectIteration: refused when the iteration changed since the client loaded it. */
export async function editIteration(
  db: Db,
  options: { body: z.infer<typeof editIterationBody>; userId: number; now: Date },
): Promise<IterationRow> {
  const { body, userId, now } = options;
  await iterationAccess(db, { projectId: body.projectId, userId, now });
  await iterationInProject(db, body.projectId, body.iterationId);
  await updateUnchanged(
    db
      .updateTable('project_iterations')
      .set({
        name: body.iterationName,
        start_date: body.startDate,
        end_date: body.endDate,
        description: body.description,
        update_time: nextUpdateTime(body.updateTime, now),
      })
      .where('id', '=', body.iterationId),
    body.updateTime,
    'iterationStale',
  );
  return getIteration(db, { projectId: body.projectId, iterationId: body.iterationId, userId, now });
}

/** POST projectIteration/delete: its issues stay in the project, outside any iteration. */
export async function deleteIteration(
  db: Db,
  options: { projectId: number; iterationId: number; userId: number; now: Date },
): Promise<void> {
  await iterationAccess(db, options);
  await iterationInProject(db, options.projectId, options.iterationId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('questions')
      .set({ iteration_id: null, iteration_stage_id: null })
      .where('iteration_id', '=', options.iterationId)
      .execute();
    await trx.deleteFrom('project_iterations').where('id', '=', options.iterationId).execute();
  });
}
