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

/** A part in the issue an event tells, whoever holds it; `added…` are the ones the event itself brought in. */
type Audience = 'handlers' | 'addedHandlers' | 'cc' | 'addedCc' | 'creator' | 'reviewer' | 'mentioned';

export interface Telling {
  audience: Audience;
  kind: NotificationKind;
}

/**
 * Issue 11: who is told about a workflow event, and why (ADR 0030), by their part in the issue. Work that
 * comes to someone: handlers when an issue is filed, handed to them, or sent back to them (reopened, review
 * failed); the creator when it waits for verification; the named re-reviewer when it waits for
 * re-verification; people copied when it is filed or an edit adds them; people a comment @mentions.
 * Known from the event alone: an event that tells no part (starting a repair, closing, delaying...) needs
 * none of the people read (issue 17).
 */
export function audiencesOf(event: QuestionEvent): Telling[] {
  if (event.toStatus === QuestionStatusCode.draft) return [];
  switch (event.code) {
    case HistoryCode.create:
    case HistoryCode.import:
    case HistoryCode.copy:
      return [
        { audience: 'handlers', kind: 'assigned' },
        { audience: 'cc', kind: 'cc' },
      ];
    case HistoryCode.modify:
      return [
        ...(event.addedHandlerIds?.length ? [{ audience: 'addedHandlers', kind: 'assigned' } as const] : []),
        ...(event.addedCcIds?.length ? [{ audience: 'addedCc', kind: 'cc' } as const] : []),
      ];
    case HistoryCode.changeToUser:
      return [{ audience: 'addedHandlers', kind: 'assigned' }];
    case HistoryCode.reopen:
    case HistoryCode.unAdoptReview:
    case HistoryCode.unAdoptRetrial:
      return [{ audience: 'handlers', kind: 'assigned' }];
    case HistoryCode.completeRepair:
    case HistoryCode.completeWithoutStart:
      return event.toStatus === QuestionStatusCode.toVerify ? [{ audience: 'creator', kind: 'verify' }] : [];
    case HistoryCode.adoptReviewAndRetrial:
      return [{ audience: 'reviewer', kind: 'reverify' }];
    case HistoryCode.comment:
      return event.mentionedIds?.length ? [{ audience: 'mentioned', kind: 'mentioned' }] : [];
    default:
      return [];
  }
}

/** Who holds the part after the event. A hand-over without a list of new handlers gives it to all of them. */
function holdersOf(audience: Audience, event: QuestionEvent, people: QuestionPeople): readonly number[] {
  switch (audience) {
    case 'handlers':
      return people.handlerIds;
    case 'addedHandlers': {
      const added = event.addedHandlerIds;
      return added === undefined ? people.handlerIds : people.handlerIds.filter((id) => added.includes(id));
    }
    case 'cc':
      return people.ccIds;
    case 'addedCc':
      return people.ccIds.filter((id) => (event.addedCcIds ?? []).includes(id));
    case 'creator':
      return [people.creatorId];
    case 'reviewer':
      return people.reviewerId === null ? [] : [people.reviewerId];
    case 'mentioned':
      return event.mentionedIds ?? [];
  }
}

/**
 * The people an event tells, one notification each with the strongest reason. The operator is never told
 * about their own action, and only members of the project are told.
 */
export function recipientsFor(event: QuestionEvent, people: QuestionPeople): Recipient[] {
  const strongest = new Map<number, NotificationKind>();
  for (const { audience, kind } of audiencesOf(event)) {
    for (const userId of holdersOf(audience, event, people)) {
      if (userId === event.operatorId || !people.memberIds.has(userId)) continue;
      const current = strongest.get(userId);
      if (current === undefined || STRENGTH.indexOf(kind) < STRENGTH.indexOf(current)) strongest.set(userId, kind);
    }
  }
  return [...strongest].map(([userId, kind]) => ({ userId, kind }));
}
