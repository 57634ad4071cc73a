import {
  FIXED_STAGES,
  type FixedStage,
  type IterationStage,
  type Locale,
  type MessageKey,
  formatMessage,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { failure, notFound } from '../../http/errors';
import { objectAccess, settingsReadAccess, settingsWriteAccess } from './objectAccess';

type Db = Kysely<Database>;

const fixedNames: Record<FixedStage, MessageKey> = { notStarted: 'stageNotStarted', completed: 'stageCompleted' };

function fixedOf(value: string | null): FixedStage | null {
  return FIXED_STAGES.find((stage) => stage === value) ?? null;
}

/** GET iterationStage/list: first "not started", the user's stages, last "completed" (spec point 4). */
export async function listStages(
  db: Db,
  options: { projectId: number; userId: number; locale: Locale },
): Promise<IterationStage[]> {
  await settingsReadAccess(db, options);
  const rows = await db
    .selectFrom('iteration_stages')
    .select(['id', 'project_id', 'name', 'fixed', 'sort'])
    .where('project_id', '=', options.projectId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const fixed = fixedOf(row.fixed);
    return {
      stageId: row.id,
      projectId: row.project_id,
      // The fixed stages are named in the reader's language, not in the creator's.
      stageName: fixed ? formatMessage(options.locale, fixedNames[fixed]) : row.name,
      fixed,
      sort: row.sort,
    };
  });
}

/** POST iterationStage: a user stage just before "completed". */
export async function addStage(
  db: Db,
  options: { projectId: number; stageName: string; userId: number; now: Date },
): Promise<number> {
  await settingsWriteAccess(db, options);
  const last = await db
    .selectFrom('iteration_stages')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('project_id', '=', options.projectId)
    .where((eb) => eb.or([eb('fixed', 'is', null), eb('fixed', '!=', 'completed')]))
    .executeTakeFirst();
  const time = options.now.toISOString();
  const { id } = await db
    .insertInto('iteration_stages')
    .values({
      project_id: options.projectId,
      name: options.stageName,
      fixed: null,
      sort: Number(last?.sort ?? 0) + 1,
      create_time: time,
      update_time: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The stage the request names, refused when it is one of the fixed two. */
async function userStage(db: Db, options: { stageId: number; userId: number; now: Date }): Promise<void> {
  await objectAccess(db, {
    table: 'iteration_stages',
    id: options.stageId,
    userId: options.userId,
    atLeast: 'admin',
    now: options.now,
  });
  const row = await db
    .selectFrom('iteration_stages')
    .select('fixed')
    .where('id', '=', options.stageId)
    .executeTakeFirstOrThrow();
  if (row.fixed !== null) throw failure('stageFixed');
}

/** PUT iterationStage: renames a user stage. */
export async function renameStage(
  db: Db,
  options: { stageId: number; stageName: string; userId: number; now: Date },
): Promise<void> {
  await userStage(db, options);
  await db
    .updateTable('iteration_stages')
    .set({ name: options.stageName, update_time: options.now.toISOString() })
    .where('id', '=', options.stageId)
    .execute();
}

/** DELETE iterationStage/:stageId: a user stage only. */
export async function removeStage(db: Db, options: { stageId: number; userId: number; now: Date }): Promise<void> {
  await userStage(db, options);
  await db.deleteFrom('iteration_stages').where('id', '=', options.stageId).execute();
}

/**
 * PUT iterationStage/sort: the project's user stages, every one exactly once, in their new order; they get
 * sort 1..n between the fixed first (0) and last (1,000,000). Naming a fixed stage is refused; another
 * project's stage answers 404; a list that misses or repeats a stage was made from a stale page.
 */
export async function sortStages(
  db: Db,
  options: { projectId: number; stageIds: number[]; userId: number; now: Date },
): Promise<void> {
  await settingsWriteAccess(db, options);
  const time = options.now.toISOString();
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('iteration_stages')
      .select(['id', 'fixed'])
      .where('project_id', '=', options.projectId)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row.fixed]));
    for (const stageId of options.stageIds) {
      if (!byId.has(stageId)) throw notFound();
      if (byId.get(stageId) !== null) throw failure('stageFixed');
    }
    const userStages = rows.filter((row) => row.fixed === null).length;
    if (new Set(options.stageIds).size !== options.stageIds.length || options.stageIds.length !== userStages) {
      throw failure('stageOrderMismatch');
    }
    for (const [index, stageId] of options.stageIds.entries()) {
      await trx
        .updateTable('iteration_stages')
        .set({ sort: index + 1, update_time: time })
        .where('id', '=', stageId)
        .execute();
    }
  });
}
