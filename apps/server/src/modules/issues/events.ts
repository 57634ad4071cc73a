import { EventEmitter } from 'node:events';
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

export class QuestionEvents {
  private readonly emitter = new EventEmitter();

  emit(events: readonly QuestionEvent[]): void {
    for (const event of events) this.emitter.emit('question', event);
  }

  subscribe(listener: (event: QuestionEvent) => void): () => void {
    this.emitter.on('question', listener);
    return () => this.emitter.off('question', listener);
  }
}
