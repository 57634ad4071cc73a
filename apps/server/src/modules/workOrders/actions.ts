import {
  type Locale,
  REOPEN_DAYS,
  WORK_ORDER_ACTION_LABELS,
  WORK_ORDER_ACTORS,
  WORK_ORDER_STATUS_LABELS,
  type WorkOrderAction,
  type WorkOrderCategory,
  type WorkOrderPriority,
  type WorkOrderStatus,
  mayReopen,
  type reopenWorkOrderBody,
  type workOrderActionBody,
  workOrderTransition,
} from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { nextUpdateTime, requireUnchanged, updateUnchanged } from '../../db/optimisticLock';
import type { Database } from '../../db/schema';
import { failure, forbidden } from '../../http/errors';
import { claimImages } from './images';
import type { WorkOrderNotice } from './notify';
import { type DeskCaller, type WorkOrderRecord, readableOrder } from './orderAccess';
import { insertOrder } from './orders';
import { worksDesk } from './supportStaff';

type Db = Kysely<Database>;
type ActionFields = z.infer<typeof workOrderActionBody>;
type ReopenFields = z.infer<typeof reopenWorkOrderBody>;

/** The status table's refusal, in the caller's language, naming the status and the action. */
function refused(locale: Locale, status: WorkOrderStatus, action: WorkOrderAction) {
  return failure('workOrderActionRefused', {
    status: WORK_ORDER_STATUS_LABELS[locale][status],
    action: WORK_ORDER_ACTION_LABELS[locale][action],
  });
}

interface Change {
  set: Partial<
    Pick<
      WorkOrderRecord,
      'status' | 'assignee_id' | 'close_reason' | 'first_response_time' | 'awaiting_since' | 'complete_time'
    >
  >;
  message: { side: 'requester' | 'support'; internal: boolean; body: string; imageIds: readonly number[] } | null;
  assigneeId: number | null;
  notice: Omit<WorkOrderNotice, 'workOrderId' | 'title' | 'operatorId'> | null;
}

/** Who hears of a requester's move: the order's holder, or the whole desk while nobody holds it. */
function deskAudience(order: WorkOrderRecord): number[] | 'desk' {
  return order.assignee_id === null ? 'desk' : [order.assignee_id];
}

/** What an allowed action changes, besides the status, and whom it tells. */
async function changeOf(
  db: Db,
  options: { order: WorkOrderRecord; fields: ActionFields; callerId: number; next: WorkOrderStatus; time: string },
): Promise<Change> {
  const { order, fields, callerId, next, time } = options;
  const set: Change['set'] = { status: next };
  const requester = [order.requester_id];
  const messageOf = (side: 'requester' | 'support', internal: boolean, required: boolean): Change['message'] => {
    const body = 'body' in fields ? fields.body : '';
    const imageIds = 'imageIds' in fields ? fields.imageIds : [];
    if (body === '' && imageIds.length === 0) {
      if (required) throw failure('workOrderMessageRequired');
      return null;
    }
    return { side, internal, body, imageIds };
  };
  switch (fields.action) {
    case 'accept':
      if (order.assignee_id === null) set.assignee_id = callerId;
      return {
        set,
        message: null,
        assigneeId: set.assignee_id ?? order.assignee_id,
        notice: { kind: 'workOrderStatus', recipientIds: requester },
      };
    case 'start':
      return { set, message: null, assigneeId: null, notice: { kind: 'workOrderStatus', recipientIds: requester } };
    case 'askConfirm': {
      const message = messageOf('support', false, false);
      set.awaiting_since = time;
      if (message && order.first_response_time === null) set.first_response_time = time;
      return { set, message, assigneeId: null, notice: { kind: 'workOrderStatus', recipientIds: requester } };
    }
    case 'supportReply': {
      const message = messageOf('support', false, true);
      if (order.first_response_time === null) set.first_response_time = time;
      return { set, message, assigneeId: null, notice: { kind: 'workOrderReply', recipientIds: requester } };
    }
    case 'requesterReply': {
      const message = messageOf('requester', false, true);
      // Not solved after all: the order no longer waits for a confirmation.
      if (next !== 'awaiting') set.awaiting_since = null;
      const kind = order.status === next ? 'workOrderReply' : 'workOrderStatus';
      return { set, message, assigneeId: null, notice: { kind, recipientIds: deskAudience(order) } };
    }
    case 'confirm':
    case 'withdraw':
      set.close_reason = fields.action === 'confirm' ? 'confirmed' : 'withdrawn';
      set.complete_time = time;
      set.awaiting_since = null;
      return {
        set,
        message: null,
        assigneeId: null,
        notice:
          order.assignee_id === null && fields.action === 'withdraw' && order.status === 'pending'
            ? null
            : { kind: 'workOrderStatus', recipientIds: deskAudience(order) },
      };
    case 'assign':
      if (!(await worksDesk(db, fields.assigneeId))) throw failure('workOrderAssigneeNotSupport');
      set.assignee_id = fields.assigneeId;
      return {
        set,
        message: null,
        assigneeId: fields.assigneeId,
        notice: { kind: 'workOrderStatus', recipientIds: [fields.assigneeId] },
      };
    case 'note':
      return { set, message: messageOf('support', true, true), assigneeId: null, notice: null };
  }
}

async function writeMessage(
  trx: Transaction<Database>,
  options: { order: WorkOrderRecord; message: NonNullable<Change['message']>; authorId: number; time: string },
): Promise<number> {
  const { message } = options;
  const row = await trx
    .insertInto('work_order_messages')
    .values({
      work_order_id: options.order.id,
      author_id: options.authorId,
      side: message.side,
      internal: message.internal ? 1 : 0,
      body: message.body,
      create_time: options.time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await claimImages(trx, {
    imageIds: message.imageIds,
    userId: options.authorId,
    workOrderId: options.order.id,
    messageId: row.id,
  });
  return row.id;
}

/**
 * POST workOrder/act: the one place docs/DOMAIN.md's table is enforced. The caller must read the order from the side
 * the action belongs to, the order must be as the caller last saw it, and the table must allow the action from its
 * status; otherwise nothing changes. The order, its message and pictures and its timeline line change in one
 * transaction, guarded by the update time (so of two simultaneous actions one wins and the other is told to reload).
 */
export async function actOnWorkOrder(
  db: Db,
  options: { caller: DeskCaller; fields: ActionFields; locale: Locale; now: Date },
): Promise<{ notice: WorkOrderNotice | null }> {
  const { caller, fields, locale, now } = options;
  const { order, side } = await readableOrder(db, { workOrderId: fields.workOrderId, caller });
  if (WORK_ORDER_ACTORS[fields.action] !== side) throw forbidden();
  requireUnchanged(order, fields.updateTime, 'workOrderStale');
  const status = order.status as WorkOrderStatus;
  const next = workOrderTransition(status, fields.action);
  if (next === undefined) throw refused(locale, status, fields.action);
  const time = nextUpdateTime(order.update_time, now);
  const change = await changeOf(db, { order, fields, callerId: caller.userId, next, time });
  await db.transaction().execute(async (trx) => {
    await updateUnchanged(
      trx
        .updateTable('work_orders')
        .set({ ...change.set, update_time: time })
        .where('id', '=', order.id),
      order.update_time,
      'workOrderStale',
    );
    const messageId = change.message
      ? await writeMessage(trx, { order, message: change.message, authorId: caller.userId, time })
      : null;
    await trx
      .insertInto('work_order_events')
      .values({
        work_order_id: order.id,
        action: fields.action,
        from_status: status,
        to_status: next,
        actor_id: caller.userId,
        assignee_id: change.assigneeId,
        message_id: messageId,
        follow_up_id: null,
        create_time: time,
      })
      .execute();
  });
  return {
    notice: change.notice && { ...change.notice, workOrderId: order.id, title: order.title, operatorId: caller.userId },
  };
}

/**
 * POST workOrder/reopen: within REOPEN_DAYS of completion the requester opens a follow-up (pending, the same title,
 * category and priority) that links to the complete order, which stays complete.
 */
export async function reopenWorkOrder(
  db: Db,
  options: { caller: DeskCaller; fields: ReopenFields; locale: Locale; now: Date },
): Promise<{ order: WorkOrderRecord; notice: WorkOrderNotice }> {
  const { caller, fields, locale, now } = options;
  const { order, side } = await readableOrder(db, { workOrderId: fields.workOrderId, caller });
  if (side !== 'requester') throw forbidden();
  requireUnchanged(order, fields.updateTime, 'workOrderStale');
  const status = order.status as WorkOrderStatus;
  if (workOrderTransition(status, 'reopen') === undefined) throw refused(locale, status, 'reopen');
  if (order.complete_time === null || !mayReopen(order.complete_time, now)) {
    throw failure('workOrderReopenExpired', { days: REOPEN_DAYS });
  }
  return insertOrder(db, {
    requesterId: caller.userId,
    fields: {
      title: order.title,
      category: order.category as WorkOrderCategory,
      priority: order.priority as WorkOrderPriority,
      description: fields.description,
      imageIds: fields.imageIds,
    },
    followUpOf: order,
    now,
  });
}
