import type { NotificationKind, PendingNotificationEvent } from '@questline/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import type { QuestionEvent, WrittenPeople } from '../issues/events';
import { NotificationMailer } from './mailer';
import { type QuestionPeople, audiencesOf, recipientsFor } from './recipients';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'now' | 'questionEvents' | 'realtime' | 'config'>;

/** Mail states of a message row (migration 0009). */
export const MailState = { none: 0, waiting: 1, sent: 2 } as const;

interface DeliveryFacts {
  people: QuestionPeople;
  projectName: string;
  operatorName: string;
  /** The candidates who switched e-mail on and have an address. */
  wantsMail: ReadonlySet<number>;
}

/** The creator and re-reviewer with the project's name, then its open handlers and cc list. */
async function writtenPeopleOf(deps: Deps, event: QuestionEvent): Promise<WrittenPeople | undefined> {
  const { db } = deps;
  const question = await db
    .selectFrom('questions')
    .select((eb) => [
      'creator_id',
      'reviewer_id',
      eb.selectFrom('projects').select('name').where('id', '=', event.projectId).as('project_name'),
    ])
    .where('id', '=', event.questionId)
    .executeTakeFirst();
  if (!question || question.project_name === null) return undefined;
  const links = await db
    .selectFrom('question_handlers')
    .select(['user_id', 'sort', sql<string>`'handler'`.as('role')])
    .where('question_id', '=', event.questionId)
    .where('completed', '=', 0)
    .unionAll(
      db
        .selectFrom('question_cc')
        .select(['user_id', sql<number>`0`.as('sort'), sql<string>`'cc'`.as('role')])
        .where('question_id', '=', event.questionId),
    )
    .orderBy('role')
    .orderBy('sort')
    .execute();
  return {
    projectName: question.project_name,
    creatorId: question.creator_id,
    reviewerId: question.reviewer_id,
    handlerIds: links.filter((link) => link.role === 'handler').map((link) => link.user_id),
    ccIds: links.filter((link) => link.role === 'cc').map((link) => link.user_id),
  };
}

/**
 * What a delivery needs, in three reads (issue 17, ADR 0088: it shares the database with the requests):
 * the people and project name (writtenPeopleOf, skipped when the event carries them as its
 * transaction wrote them); and for each person concerned and the operator their membership, name and
 * e-mail wish.
 */
async function factsOf(deps: Deps, event: QuestionEvent): Promise<DeliveryFacts | undefined> {
  const { db } = deps;
  const written = event.written ?? (await writtenPeopleOf(deps, event));
  if (!written) return undefined;
  const { handlerIds, ccIds } = written;
  const candidates = new Set([
    written.creatorId,
    ...(written.reviewerId === null ? [] : [written.reviewerId]),
    ...handlerIds,
    ...ccIds,
    ...(event.mentionedIds ?? []),
  ]);
  const users = await db
    .selectFrom('users as u')
    .leftJoin('project_users as pu', (join) =>
      join.onRef('pu.user_id', '=', 'u.id').on('pu.project_id', '=', event.projectId),
    )
    .select(['u.id', 'u.nick_name', 'u.email', 'u.email_notify', 'pu.alias', 'pu.user_id as member_id'])
    .where('u.id', 'in', [...new Set([...candidates, event.operatorId])])
    .execute();
  const operator = users.find((user) => user.id === event.operatorId);
  return {
    people: {
      creatorId: written.creatorId,
      reviewerId: written.reviewerId,
      handlerIds: [...handlerIds],
      ccIds: [...ccIds],
      memberIds: new Set(
        users.filter((user) => user.member_id !== null && candidates.has(user.id)).map((user) => user.id),
      ),
    },
    projectName: written.projectName,
    // As peopleNames: the alias in the project, else the nickname.
    operatorName: operator ? (operator.alias ?? operator.nick_name) : '',
    wantsMail: new Set(
      users
        .filter((user) => user.email_notify === 1 && user.email !== null && user.email !== '')
        .map((user) => user.id),
    ),
  };
}

/**
 * Issue 11: one workflow event becomes, for each person it concerns (recipients.ts), a personal message
 * row (so nothing is missed offline), a receivePendingNotification to their room, and a place in their
 * next notification e-mail when they switched e-mail on (`userswitch`).
 */
export async function deliver(deps: Deps, mailer: NotificationMailer, event: QuestionEvent): Promise<void> {
  // Most actions tell nobody: they read nothing either, since these reads share the database with requests.
  if (audiencesOf(event).length === 0) return;
  const facts = await factsOf(deps, event);
  if (!facts) return;
  const recipients = recipientsFor(event, facts.people);
  if (recipients.length === 0) return;
  const { wantsMail } = facts;
  const createTime = deps.now().toISOString();
  const written = await deps.db
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
        projectName: facts.projectName,
        projectId: event.projectId,
        questionTitle: event.questionName,
        questionId: event.questionId,
        number: event.number,
        kind: row.kind as NotificationKind,
        messageId: row.id,
        operatorName: facts.operatorName,
        createTime,
      },
    };
    deps.realtime.notifyUser(row.user_id, notification);
    if (wantsMail.has(row.user_id)) mailer.queue(row.user_id);
  }
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
