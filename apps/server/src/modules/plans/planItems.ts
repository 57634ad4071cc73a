import {
  PLAN_DEPTH_MAX,
  type PlanItemRow,
  type PlanItemType,
  PlanItemTypeCode,
  type createPlanItemBody,
  type editPlanItemBody,
  type movePlanItemBody,
  takesChildren,
} from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { nextUpdateTime, requireUnchanged, updateUnchanged } from '../../db/optimisticLock';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../../storage/fileStorage';
import { failure } from '../../http/errors';
import { projectMemberIds } from '../projectSettings/objectAccess';
import { setQuestionsPlan } from './issueLinks';
import { planInProject, planReadAccess, planSubtree, planWriteAccess } from './planAccess';
import { presentPlanItem, presentPlanTree } from './presenter';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;
type PlanFields = Omit<z.infer<typeof createPlanItemBody>, 'projectId'>;

/** The parent must be a plan group of the project and not the item or below it; the tree stays shallow. */
async function checkParent(trx: Trx, projectId: number, parentId: number | null, selfId: number | null): Promise<void> {
  let cursor = parentId;
  for (let depth = 0; cursor !== null; depth += 1) {
    if (depth >= PLAN_DEPTH_MAX) throw failure('planTooDeep');
    const row = await trx
      .selectFrom('plan_items')
      .select(['id', 'parent_id', 'item_type'])
      .where('id', '=', cursor)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    if (!row || row.id === selfId || (depth === 0 && !takesChildren(row.item_type as PlanItemType))) {
      throw failure('planParentInvalid');
    }
    cursor = row.parent_id;
  }
}

async function checkPlanFields(trx: Trx, projectId: number, fields: PlanFields, selfId: number | null): Promise<void> {
  await checkParent(trx, projectId, fields.parentId, selfId);
  if (fields.assigneeUserId !== null) {
    const members = await projectMemberIds(trx, projectId, [fields.assigneeUserId]);
    if (!members.has(fields.assigneeUserId)) throw failure('planAssigneeNotMember');
  }
}

const planColumns = (fields: PlanFields) => ({
  parent_id: fields.parentId,
  item_type: fields.itemType,
  name: fields.planName,
  status: fields.status,
  assignee_id: fields.assigneeUserId,
  publish_time: fields.publishTime,
  start_date: fields.startDate,
  end_date: fields.endDate,
  description: fields.description,
});

/** GET projectPlan/list: the project's plan tree for members. */
export async function listPlanItems(db: Db, options: { projectId: number; userId: number }): Promise<PlanItemRow[]> {
  await planReadAccess(db, options);
  return presentPlanTree(db, options.projectId);
}

/** POST projectPlan: a new item at the end of its siblings. */
export async function createPlanItem(
  db: Db,
  options: { body: z.infer<typeof createPlanItemBody>; userId: number; now: Date },
): Promise<PlanItemRow> {
  const { body, userId, now } = options;
  await planWriteAccess(db, { projectId: body.projectId, userId, now });
  const time = now.toISOString();
  const planId = await db.transaction().execute(async (trx) => {
    await checkPlanFields(trx, body.projectId, body, null);
    const last = await trx
      .selectFrom('plan_items')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .where('project_id', '=', body.projectId)
      .executeTakeFirst();
    const { id } = await trx
      .insertInto('plan_items')
      .values({
        ...planColumns(body),
        project_id: body.projectId,
        sort: Number(last?.sort ?? 0) + 1,
        creator_id: userId,
        create_time: time,
        update_time: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
  return presentPlanItem(db, await planInProject(db, body.projectId, planId));
}

/**
 * PUT projectPlan: every field again; a group that still holds items stays a group. Written only while the item is
 * the one the form loaded (DOMAIN.md "Identifiers and times").
 */
export async function editPlanItem(
  db: Db,
  options: { body: z.infer<typeof editPlanItemBody>; userId: number; now: Date },
): Promise<PlanItemRow> {
  const { body, userId, now } = options;
  await planWriteAccess(db, { projectId: body.projectId, userId, now });
  await db.transaction().execute(async (trx) => {
    const item = await planInProject(trx, body.projectId, body.planId);
    requireUnchanged(item, body.updateTime, 'planStale');
    await checkPlanFields(trx, body.projectId, body, item.id);
    if (body.itemType !== PlanItemTypeCode.group) {
      const child = await trx.selectFrom('plan_items').select('id').where('parent_id', '=', item.id).executeTakeFirst();
      if (child) throw failure('planHasChildren');
    }
    await updateUnchanged(
      trx
        .updateTable('plan_items')
        .set({ ...planColumns(body), update_time: nextUpdateTime(item.update_time, now) })
        .where('id', '=', item.id),
      item.update_time,
      'planStale',
    );
  });
  return presentPlanItem(db, await planInProject(db, body.projectId, body.planId));
}

/** PUT projectPlan/move: the Gantt's new dates; a milestone stays one day. */
export async function movePlanItem(
  db: Db,
  options: { body: z.infer<typeof movePlanItemBody>; userId: number; now: Date },
): Promise<PlanItemRow> {
  const { body, userId, now } = options;
  await planWriteAccess(db, { projectId: body.projectId, userId, now });
  const item = await planInProject(db, body.projectId, body.planId);
  if (item.item_type === PlanItemTypeCode.milestone && body.startDate !== body.endDate) {
    throw failure('planMilestoneOneDay');
  }
  await db
    .updateTable('plan_items')
    .set({ start_date: body.startDate, end_date: body.endDate, update_time: now.toISOString() })
    .where('id', '=', item.id)
    .execute();
  return presentPlanItem(db, await planInProject(db, body.projectId, body.planId));
}

/**
 * DELETE projectPlan/{planId}: the item with everything below it and their deliverables (files too);
 * issues linked to them lose their plan, each with a history row.
 */
export async function deletePlanItem(
  deps: { db: Db; files: FileStorage },
  options: { projectId: number; planId: number; userId: number; now: Date },
): Promise<void> {
  const { db } = deps;
  await planWriteAccess(db, options);
  const item = await planInProject(db, options.projectId, options.planId);
  const keys = await db.transaction().execute(async (trx) => {
    const ids = await planSubtree(trx, options.projectId, item.id);
    const linked = await trx
      .selectFrom('questions')
      .select('id')
      .where('project_id', '=', options.projectId)
      .where('plan_id', 'in', ids)
      .execute();
    await setQuestionsPlan(trx, {
      projectId: options.projectId,
      questionIds: linked.map((row) => row.id),
      planId: null,
      planName: null,
      userId: options.userId,
      now: options.now,
    });
    const files = await trx
      .selectFrom('plan_deliverables')
      .select('storage_key')
      .where('plan_id', 'in', ids)
      .where('storage_key', 'is not', null)
      .execute();
    await trx.deleteFrom('plan_deliverables').where('plan_id', 'in', ids).execute();
    // Children first: SQLite's cascade needs foreign keys switched on, so nothing relies on it here.
    for (const id of [...ids].reverse()) await trx.deleteFrom('plan_items').where('id', '=', id).execute();
    return files.map((row) => row.storage_key).filter((key): key is string => key !== null);
  });
  // Files go once the rows are gone, so a failed transaction never leaves rows without their files.
  await Promise.all(keys.map((key) => deps.files.remove(key)));
}
