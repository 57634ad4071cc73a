import {
  type WorkOrderAction,
  type WorkOrderCategory,
  type WorkOrderCloseReason,
  type WorkOrderDetail,
  type WorkOrderEvent,
  type WorkOrderMessage,
  type WorkOrderPerson,
  type WorkOrderPriority,
  type WorkOrderRow,
  type WorkOrderStatus,
  autoCompleteTime,
  mayReopen,
  reopenDeadline,
  workOrderActionsFor,
  workOrderLabel,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { presentImage } from './images';
import type { WorkOrderRecord } from './orderAccess';

type Db = Kysely<Database>;

async function peopleByIds(db: Db, ids: Iterable<number | null>): Promise<Map<number, WorkOrderPerson>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'nick_name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, { userId: row.id, nickName: row.nick_name }]));
}

const unknownPerson = (userId: number): WorkOrderPerson => ({ userId, nickName: '' });

/** Rows of a list: the people's names and whether the reader has unread messages about each. */
export async function presentRows(
  db: Db,
  records: readonly WorkOrderRecord[],
  readerId: number,
): Promise<WorkOrderRow[]> {
  if (records.length === 0) return [];
  const people = await peopleByIds(
    db,
    records.flatMap((record) => [record.requester_id, record.assignee_id]),
  );
  const unread = await db
    .selectFrom('user_messages')
    .select('work_order_id')
    .distinct()
    .where('user_id', '=', readerId)
    .where('is_read', '=', 0)
    .where(
      'work_order_id',
      'in',
      records.map((record) => record.id),
    )
    .execute();
  const unreadIds = new Set(unread.map((row) => row.work_order_id));
  return records.map((record) => ({
    workOrderId: record.id,
    label: workOrderLabel(record.id),
    title: record.title,
    category: record.category as WorkOrderCategory,
    priority: record.priority as WorkOrderPriority,
    status: record.status as WorkOrderStatus,
    closeReason: record.close_reason as WorkOrderCloseReason | null,
    requester: people.get(record.requester_id) ?? unknownPerson(record.requester_id),
    assignee:
      record.assignee_id === null ? null : (people.get(record.assignee_id) ?? unknownPerson(record.assignee_id)),
    createTime: record.create_time,
    updateTime: record.update_time,
    firstResponseTime: record.first_response_time,
    completeTime: record.complete_time,
    unread: unreadIds.has(record.id),
  }));
}

/**
 * The order page: the description, the thread and the timeline. A requester never receives internal notes, their
 * pictures or their lines of the timeline (the queries leave them out, rather than the page hiding them).
 */
export async function presentDetail(
  db: Db,
  options: { order: WorkOrderRecord; side: 'requester' | 'support'; readerId: number; now: Date },
): Promise<WorkOrderDetail> {
  const { order, side } = options;
  const showsInternal = side === 'support';
  let messageQuery = db
    .selectFrom('work_order_messages')
    .selectAll()
    .where('work_order_id', '=', order.id)
    .orderBy('id');
  if (!showsInternal) messageQuery = messageQuery.where('internal', '=', 0);
  let eventQuery = db
    .selectFrom('work_order_events as e')
    .leftJoin('work_order_messages as m', 'm.id', 'e.message_id')
    .select(['e.id', 'e.action', 'e.from_status', 'e.to_status', 'e.actor_id', 'e.assignee_id', 'e.create_time'])
    .where('e.work_order_id', '=', order.id)
    .orderBy('e.id');
  if (!showsInternal)
    eventQuery = eventQuery.where((eb) => eb.or([eb('m.internal', 'is', null), eb('m.internal', '=', 0)]));
  const [messages, events, images, [row], links] = await Promise.all([
    messageQuery.execute(),
    eventQuery.execute(),
    db
      .selectFrom('work_order_images')
      .select(['id', 'size', 'message_id'])
      .where('work_order_id', '=', order.id)
      .orderBy('id')
      .execute(),
    presentRows(db, [order], options.readerId),
    db
      .selectFrom('work_orders')
      .select(['id', 'follow_up_of'])
      .where((eb) =>
        eb.or([
          eb('follow_up_of', '=', order.id),
          ...(order.follow_up_of === null ? [] : [eb('id', '=', order.follow_up_of)]),
        ]),
      )
      .orderBy('id')
      .execute(),
  ]);
  const people = await peopleByIds(db, [
    ...messages.map((message) => message.author_id),
    ...events.flatMap((event) => [event.actor_id, event.assignee_id]),
  ]);
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? unknownPerson(id)));
  const shownMessageIds = new Set(messages.map((message) => message.id));
  const imagesOf = (messageId: number | null) =>
    images.filter((image) => image.message_id === messageId).map(presentImage);

  const thread: WorkOrderMessage[] = messages.map((message) => ({
    messageId: message.id,
    author: person(message.author_id) ?? unknownPerson(message.author_id),
    side: message.side as 'requester' | 'support',
    internal: message.internal === 1,
    body: message.body,
    images: imagesOf(message.id),
    createTime: message.create_time,
  }));
  const history: WorkOrderEvent[] = events.map((event) => ({
    eventId: event.id,
    action: event.action as WorkOrderAction | 'create',
    fromStatus: event.from_status as WorkOrderStatus | null,
    toStatus: event.to_status as WorkOrderStatus,
    actor: person(event.actor_id),
    assignee: person(event.assignee_id),
    createTime: event.create_time,
  }));
  const status = order.status as WorkOrderStatus;
  const reopenable =
    status === 'complete' && order.complete_time !== null && mayReopen(order.complete_time, options.now);
  const actions = workOrderActionsFor(status, side).filter((action) => action !== 'reopen' || reopenable);
  if (!row) throw new Error('work order row missing');
  return {
    ...row,
    description: order.description,
    // Pictures of messages the reader may not see never reach them.
    images: imagesOf(null),
    messages: thread.filter((message) => shownMessageIds.has(message.messageId)),
    history,
    followUpOf:
      order.follow_up_of === null
        ? null
        : { workOrderId: order.follow_up_of, label: workOrderLabel(order.follow_up_of) },
    followUps: links
      .filter((link) => link.follow_up_of === order.id)
      .map((link) => ({ workOrderId: link.id, label: workOrderLabel(link.id) })),
    side,
    actions,
    autoCompleteTime:
      status === 'awaiting' && order.awaiting_since !== null ? autoCompleteTime(order.awaiting_since) : null,
    reopenUntil: reopenable && order.complete_time !== null ? reopenDeadline(order.complete_time) : null,
  };
}
