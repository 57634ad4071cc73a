import type { HistoryCode, QuestionStatus } from '@questline/contract';

/**
 * What the issue workflow tells the rest of the server (DOMAIN.md "notifies the people concerned").
 * The to-dos issue turns these into notifications, socket pushes and e-mail; issues only emit them,
 * after the transaction that caused them has committed.
 */
export interface QuestionEvent {
  projectId: number;
  questionId: number;
  number: number;
  questionName: string;
  code: HistoryCode;
  operatorId: number;
  toStatus: QuestionStatus | null;
  /** Handlers, creator, re-reviewer and cc list, without the operator. */
  recipientIds: number[];
  /** Handlers the issue was newly given (ChangeToUser, an edit); absent = every handler is new to it. */
  addedHandlerIds?: number[];
  /** People newly copied on it by an edit. */
  addedCcIds?: number[];
  /** People a comment @mentions (contract mentionedUserIds), members or not: the listener checks. */
  mentionedIds?: number[];
  /**
   * The people and project name as the emitting transaction left them, when it wrote them all (a
   * create): the delivery then need not read them back (issue 17). Handlers are the ones not done yet.
   */
  written?: WrittenPeople;
}

export interface WrittenPeople {
  projectName: string;
  creatorId: number;
  reviewerId: number | null;
  handlerIds: readonly number[];
  ccIds: readonly number[];
}

/**
 * Emitted after the write committed, so a listener that throws must not reach the request: its answer would
 * be an error for a write that is saved, and a retry would make it twice (issue 28 point 3). Each listener
 * runs on its own; what one throws goes to `report` (the server's log) and the others still run.
 */
export class QuestionEvents {
  private readonly listeners = new Set<(event: QuestionEvent) => void>();

  constructor(private readonly report: (error: unknown) => void = () => undefined) {}

  emit(events: readonly QuestionEvent[]): void {
    for (const event of events) {
      for (const listener of this.listeners) {
        try {
          listener(event);
        } catch (error) {
          this.report(error);
        }
      }
    }
  }

  subscribe(listener: (event: QuestionEvent) => void): () => void {
    const own = (event: QuestionEvent) => listener(event);
    this.listeners.add(own);
    return () => this.listeners.delete(own);
  }
}
