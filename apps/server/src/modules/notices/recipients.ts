import { HistoryCode, type NotificationKind, QuestionStatusCode } from '@questline/contract';
import type { QuestionEvent } from '../issues/events';

/** The people as they stand after the event. */
export interface QuestionPeople {
  creatorId: number;
  reviewerId: number | null;
  /** Handlers whose part is not done yet. */
  handlerIds: number[];
  ccIds: number[];
  /** Members of the project: nobody else is told anything. */
  memberIds: ReadonlySet<number>;
}

export interface Recipient {
  userId: number;
  kind: NotificationKind;
}

/** One notification per person and event; the strongest reason wins. */
const STRENGTH: readonly NotificationKind[] = ['assigned', 'verify', 'reverify', 'mentioned', 'cc'];

/**
 * Issue 11: who is told about a workflow event, and why (ADR 0030). Work that comes to someone:
 * handlers when an issue is filed, handed to them, or sent back to them (reopened, review failed);
 * the creator when it waits for verification; the named re-reviewer when it waits for re-verification;
 * people copied when it is filed or an edit adds them; people a comment @mentions. The operator is never
 * told about their own action, and only members of the project are told.
 */
export function recipientsFor(event: QuestionEvent, people: QuestionPeople): Recipient[] {
  if (event.toStatus === QuestionStatusCode.draft) return [];
  const found: Recipient[] = [];
  const add = (ids: readonly number[], kind: NotificationKind) => {
    for (const userId of ids) found.push({ userId, kind });
  };
  const handlersAmong = (ids: readonly number[] | undefined) =>
    ids === undefined ? people.handlerIds : people.handlerIds.filter((id) => ids.includes(id));
  switch (event.code) {
    case HistoryCode.create:
    case HistoryCode.import:
    case HistoryCode.copy:
      add(people.handlerIds, 'assigned');
      add(people.ccIds, 'cc');
      break;
    case HistoryCode.modify:
      add(handlersAmong(event.addedHandlerIds ?? []), 'assigned');
      add(
        people.ccIds.filter((id) => (event.addedCcIds ?? []).includes(id)),
        'cc',
      );
      break;
    case HistoryCode.changeToUser:
      add(handlersAmong(event.addedHandlerIds), 'assigned');
      break;
    case HistoryCode.reopen:
    case HistoryCode.unAdoptReview:
    case HistoryCode.unAdoptRetrial:
      add(people.handlerIds, 'assigned');
      break;
    case HistoryCode.completeRepair:
    case HistoryCode.completeWithoutStart:
      if (event.toStatus === QuestionStatusCode.toVerify) add([people.creatorId], 'verify');
      break;
    case HistoryCode.adoptReviewAndRetrial:
      if (people.reviewerId !== null) add([people.reviewerId], 'reverify');
      break;
    case HistoryCode.comment:
      add(event.mentionedIds ?? [], 'mentioned');
      break;
    default:
      break;
  }
  const strongest = new Map<number, NotificationKind>();
  for (const { userId, kind } of found) {
    if (userId === event.operatorId || !people.memberIds.has(userId)) continue;
    const current = strongest.get(userId);
    if (current === undefined || STRENGTH.indexOf(kind) < STRENGTH.indexOf(current)) strongest.set(userId, kind);
  }
  return [...strongest].map(([userId, kind]) => ({ userId, kind }));
}
