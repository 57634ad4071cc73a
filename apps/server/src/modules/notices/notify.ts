import {
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
  type PendingNotificationEvent,
  notificationText,
} from '@questline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { QuestionEvent } from '../issues/events';
import { peopleNames } from '../issues/people';
import { NotificationMailer } from './mailer';
import { type QuestionPeople, recipientsFor } from './recipients';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'now' | 'questionEvents' | 'realtime' | 'config'>;

/** Mail states of a message row (migration 0009). */
export const MailState = { none: 0, waiting: 1, sent: 2 } as const;

async function peopleOf(deps: Deps, event: QuestionEvent): Promise<QuestionPeople | undefined> {
  const { db } = deps;
  const question = await db
    .selectFrom('questions')
    .select(['creator_id', 'reviewer_id'])
    .where('id', '=', event.questionId)
    .executeTakeFirst();
  if (!question) return undefined;
  const handlers = await db
    .selectFrom('question_handlers')
    .select('user_id')
    .where('question_id', '=', event.questionId)
    .where('completed', '=', 0)
    .orderBy('sort')
    .execute();
  const cc = await db.selectFrom('question_cc').select('user_id').where('question_id', '=', event.questionId).execute();
  const candidates = new Set([
    question.creator_id,
    ...(question.reviewer_id === null ? [] : [question.reviewer_id]),
    ...handlers.map((row) => row.user_id),
    ...cc.map((row) => row.user_id),
    ...(event.mentionedIds ?? []),
  ]);
  const members = await db
    .selectFrom('project_users')
    .select('user_id')
    .where('project_id', '=', event.projectId)
    .where('user_id', 'in', [...candidates])
    .execute();
  return {
    creatorId: question.creator_id,
    reviewerId: question.reviewer_id,
    handlerIds: handlers.map((row) => row.user_id),
    ccIds: cc.map((row) => row.user_id),
    memberIds: new Set(members.map((row) => row.user_id)),
  };
}

/**
 * Issue 11: one workflow event becomes, for each person it concerns (recipients.ts), a personal message
 * row (so nothing is missed offline), a receivePendingNotification to their room, and a place in their
 * next notification e-mail when they switched e-mail on (`userswitch`).
 */
export async function deliver(deps: Deps, mailer: NotificationMailer, event: QuestionEvent): Promise<void> {
  const people = await peopleOf(deps, event);
  if (!people) return;
  const recipients = recipientsFor(event, people);
  if (recipients.length === 0) return;
  const { db } = deps;
  const project = await db.selectFrom('projects').select('name').where('id', '=', event.projectId).executeTakeFirst();
  if (!project) return;
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'email_notify'])
    .where(
      'id',
      'in',
      recipients.map((recipient) => recipient.userId),
    )
    .execute();
  const wantsMail = new Set(
    users.filter((user) => user.email_notify === 1 && user.email !== null && user.email !== '').map((user) => user.id),
  );
  const operatorName = (await peopleNames(db, event.projectId, [event.operatorId])).get(event.operatorId) ?? '';
  const createTime = deps.now().toISOString();
  const written = await db
    .insertInto('user_messages')
    .values(
      recipients.map((recipient) => ({
        user_id: recipient.userId,
        kind: recipient.kind,
        project_id: event.projectId,
        question_id: event.questionId,
        question_number: event.number,
        question_title: event.questionName,
        operator_id: event.operatorId,
        mail_state: wantsMail.has(recipient.userId) ? MailState.waiting : MailState.none,
        create_time: createTime,
      })),
    )
    .returning(['id', 'user_id', 'kind'])
    .execute();
  for (const row of written) {
    const notification: PendingNotificationEvent = {
      data: {
        projectName: project.name,
        projectId: event.projectId,
        questionTitle: event.questionName,
        questionId: event.questionId,
        number: event.number,
        kind: row.kind as NotificationKind,
        messageId: row.id,
        operatorName,
        createTime,
      },
    };
    deps.realtime.notifyUser(row.user_id, notification);
    if (wantsMail.has(row.user_id)) mailer.queue(row.user_id);
  }
}

/** The message's title and text in a language: the notification item's title and text. */
export function messageWords(
  locale: 'zh' | 'en',
  row: { kind: string; question_number: number; question_title: string },
): { title: string; text: string } {
  const kind = row.kind as NotificationKind;
  return {
    title: NOTIFICATION_KIND_LABELS[locale][kind] ?? row.kind,
    text: notificationText(row.question_number, row.question_title),
  };
}

/**
 * Subscribes the delivery to the issue events for the app's lifetime. A failed delivery is logged, never
 * thrown back into the workflow call that already committed.
 */
export function startNotifications(
  deps: Deps,
  log: FastifyBaseLogger,
): { mailer: NotificationMailer; stop(): Promise<void> } {
  const mailer = new NotificationMailer(deps, log);
  const pending = new Set<Promise<void>>();
  const unsubscribe = deps.questionEvents.subscribe((event) => {
    const delivery = deliver(deps, mailer, event)
      .catch((error: unknown) => log.error({ err: error, questionId: event.questionId }, 'notification failed'))
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
  });
  mailer.resumeWaiting().catch((error: unknown) => log.error({ err: error }, 'notification mail resume failed'));
  return {
    mailer,
    async stop() {
      unsubscribe();
      await Promise.all(pending);
      await mailer.close();
    },
  };
}
