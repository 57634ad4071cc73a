import {
  WORK_ORDER_STATUSES,
  WORK_ORDER_NOTIFICATION_KINDS,
  type WorkOrderCounts,
  type WorkOrderListQuery,
  type WorkOrderQueueQuery,
  type WorkOrderRow,
  type WorkOrderStatus,
  type createWorkOrderBody,
  pageOffset,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { updateUnchanged } from '../../db/optimisticLock';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { richTextToPlain, sanitizeRichText } from '../issues/richText';
import { claimImages } from './images';
import type { DeskCaller, WorkOrderRecord } from './orderAccess';
import { presentRows } from './present';
import { completeDueOrders } from './sweep';
import type { WorkOrderNotice } from './notify';

type Db = Kysely<Database>;
type CreateFields = z.infer<typeof createWorkOrderBody>;
const DAY_MS = 86_400_000;

/** Sanitised like issue descriptions; a description of nothing but markup is no description. */
export function cleanDescription(html: string): string {
  const clean = sanitizeRichText(html);
  if (richTextToPlain(clean) === '' && !clean.includes('<img')) throw failure('workOrderDescriptionRequired');
  return clean;
}

/**
 * Opens an order (pending) with its pictures, or a follow-up of a complete one (`followUpOf`), in one transaction.
 * Every desk member is told of it.
 */
export async function insertOrder(
  db: Db,
  options: {
    requesterId: number;
    fields: Pick<CreateFields, 'title' | 'category' | 'priority' | 'description' | 'imageIds'>;
    followUpOf: WorkOrderRecord | null;
    now: Date;
  },
): Promise<{ order: WorkOrderRecord; notice: WorkOrderNotice }> {
  const { fields, now } = options;
  const description = cleanDescription(fields.description);
  const time = now.toISOString();
  const order = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('work_orders')
      .values({
        requester_id: options.requesterId,
        assignee_id: null,
        title: fields.title,
        category: fields.category,
        priority: fields.priority,
        description,
        status: 'pending',
        close_reason: null,
        follow_up_of: options.followUpOf?.id ?? null,
        first_response_time: null,
        awaiting_since: null,
        complete_time: null,
        create_time: time,
        update_time: time,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await claimImages(trx, {
      imageIds: fields.imageIds,
      userId: options.requesterId,
      workOrderId: created.id,
      messageId: null,
    });
    await trx
      .insertInto('work_order_events')
      .values({
        work_order_id: created.id,
        action: 'create',
        from_status: null,
        to_status: 'pending',
        actor_id: options.requesterId,
        assignee_id: null,
        message_id: null,
        follow_up_id: null,
        create_time: time,
      })
      .execute();
    if (options.followUpOf) {
      await updateUnchanged(
        trx.updateTable('work_orders').set({ update_time: time }).where('id', '=', options.followUpOf.id),
        options.followUpOf.update_time,
        'workOrderStale',
      );
      await trx
        .insertInto('work_order_events')
        .values({
          work_order_id: options.followUpOf.id,
          action: 'reopen',
          from_status: 'complete',
          to_status: 'complete',
          actor_id: options.requesterId,
          assignee_id: null,
          message_id: null,
          follow_up_id: created.id,
          create_time: time,
        })
        .execute();
    }
    return created;
  });
  const notice: WorkOrderNotice = {
    workOrderId: order.id,
    title: order.title,
    kind: 'workOrderNew',
    recipientIds: 'desk',
    operatorId: options.requesterId,
  };
  return { order, notice };
}

/** workOrder/add. */
export function createWorkOrder(
  db: Db,
  options: { requesterId: number; fields: CreateFields; now: Date },
): Promise<{ order: WorkOrderRecord; notice: WorkOrderNotice }> {
  return insertOrder(db, { ...options, followUpOf: null });
}

/** workOrder/list: the caller's own orders, newest first. */
export async function listMyOrders(
  db: Db,
  options: { userId: number; query: WorkOrderListQuery; now: Date },
): Promise<{ rows: WorkOrderRow[]; total: number }> {
  await completeDueOrders(db, options.now);
  let filtered = db.selectFrom('work_orders').where('requester_id', '=', options.userId);
  if (options.query.status) filtered = filtered.where('status', '=', options.query.status);
  const [counted, records] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy('id', 'desc')
      .limit(options.query.pageSize)
      .offset(pageOffset(options.query))
      .execute(),
  ]);
  return { rows: await presentRows(db, records, options.userId), total: Number(counted.count) };
}

/** workOrder/admin/queue: every order; open ones oldest first (the desk works through them), complete ones newest first. */
export async function listQueue(
  db: Db,
  options: { readerId: number; query: WorkOrderQueueQuery; now: Date },
): Promise<{ rows: WorkOrderRow[]; total: number }> {
  const { query, now } = options;
  await completeDueOrders(db, now);
  let filtered = db.selectFrom('work_orders');
  if (query.status) filtered = filtered.where('status', '=', query.status);
  if (query.category) filtered = filtered.where('category', '=', query.category);
  if (query.priority) filtered = filtered.where('priority', '=', query.priority);
  if (query.assigneeId !== undefined) {
    filtered =
      query.assigneeId === 0
        ? filtered.where('assignee_id', 'is', null)
        : filtered.where('assignee_id', '=', query.assigneeId);
  }
  if (query.olderThanDays !== undefined) {
    filtered = filtered.where(
      'create_time',
      '<=',
      new Date(now.getTime() - query.olderThanDays * DAY_MS).toISOString(),
    );
  }
  const completeOnly = query.status === 'complete';
  const [counted, records] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy((eb) => eb.case().when('status', '=', 'complete').then(1).else(0).end())
      .orderBy('id', completeOnly ? 'desc' : 'asc')
      .limit(query.pageSize)
      .offset(pageOffset(query))
      .execute(),
  ]);
  return { rows: await presentRows(db, records, options.readerId), total: Number(counted.count) };
}

/** workOrder/counts: the status tabs of the caller's own orders and their unread work-order messages. */
export async function workOrderCounts(db: Db, options: { caller: DeskCaller; now: Date }): Promise<WorkOrderCounts> {
  await completeDueOrders(db, options.now);
  const [statuses, unread] = await Promise.all([
    db
      .selectFrom('work_orders')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('requester_id', '=', options.caller.userId)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('user_messages')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', options.caller.userId)
      .where('is_read', '=', 0)
      .where('kind', 'in', WORK_ORDER_NOTIFICATION_KINDS)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    byStatus: countsByStatus(statuses),
    unread: Number(unread.count),
    support: options.caller.desk,
  };
}

export function countsByStatus(
  rows: readonly { status: string; count: number | string }[],
): Record<WorkOrderStatus, number> {
  const counts = Object.fromEntries(WORK_ORDER_STATUSES.map((status) => [status, 0])) as Record<
    WorkOrderStatus,
    number
  >;
  for (const row of rows) {
    if ((WORK_ORDER_STATUSES as readonly string[]).includes(row.status))
      counts[row.status as WorkOrderStatus] = Number(row.count);
  }
  return counts;
}
