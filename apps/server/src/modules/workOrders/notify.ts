import { type WorkOrderNotification, workOrderLabel } from '@questline/contract';
import type { AppDeps } from '../../deps';
import type { NotificationMailer } from '../notices/mailer';
import { MailState } from '../notices/notify';
import { deskStaffIds } from './supportStaff';

export type WorkOrderNoticeKind = WorkOrderNotification['kind'];

type Deps = Pick<AppDeps, 'db' | 'realtime'>;

/** Who to tell after a change committed. */
export interface WorkOrderNotice {
  workOrderId: number;
  title: string;
  kind: WorkOrderNoticeKind;
  /** People by id, or `desk`: everyone who works the desk, looked up here, after the change committed. */
  recipientIds: number[] | 'desk';
  operatorId: number | null;
}

/**
 * Tells people a work order moved (docs/DOMAIN.md "Work orders", Notifications): a personal message each (so nothing
 * is missed offline; the order page marks them read), a workOrderChanged event to their room, and a line of their next
 * batched notification e-mail when they switched e-mail on. Called after the change committed; the operator is never
 * told of their own action.
 */
export async function notifyWorkOrder(
  deps: Deps,
  mailer: NotificationMailer,
  options: WorkOrderNotice & { now: Date },
): Promise<void> {
  const ids = options.recipientIds === 'desk' ? await deskStaffIds(deps.db) : options.recipientIds;
  const recipients = [...new Set(ids)].filter((id) => id !== options.operatorId);
  if (recipients.length === 0) return;
  const people = await deps.db
    .selectFrom('users')
    .select(['id', 'nick_name', 'email', 'email_notify'])
    .where('id', 'in', options.operatorId === null ? recipients : [...recipients, options.operatorId])
    .execute();
  const wantsMail = new Set(
    people.filter((user) => user.email_notify === 1 && user.email !== null && user.email !== '').map((user) => user.id),
  );
  const operatorName = people.find((user) => user.id === options.operatorId)?.nick_name ?? '';
  const createTime = options.now.toISOString();
  const written = await deps.db
    .insertInto('user_messages')
    .values(
      recipients.map((userId) => ({
        user_id: userId,
        kind: options.kind,
        project_id: null,
        question_id: null,
        question_number: 0,
        question_title: options.title,
        work_order_id: options.workOrderId,
        operator_id: options.operatorId,
        mail_state: wantsMail.has(userId) ? MailState.waiting : MailState.none,
        create_time: createTime,
      })),
    )
    .returning(['id', 'user_id'])
    .execute();
  for (const row of written) {
    deps.realtime.tellWorkOrder(row.user_id, {
      workOrderId: options.workOrderId,
      label: workOrderLabel(options.workOrderId),
      title: options.title,
      kind: options.kind,
      messageId: row.id,
      operatorName,
      createTime,
    });
    if (wantsMail.has(row.user_id)) mailer.queue(row.user_id);
  }
}

/** The order page marks what the reader was told about it read. */
export async function markOrderMessagesRead(
  db: AppDeps['db'],
  options: { workOrderId: number; userId: number },
): Promise<void> {
  await db
    .updateTable('user_messages')
    .set({ is_read: 1 })
    .where('work_order_id', '=', options.workOrderId)
    .where('user_id', '=', options.userId)
    .where('is_read', '=', 0)
    .execute();
}
