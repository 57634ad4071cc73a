import { HistoryCode, type QuestionStatus } from '@questline/contract';
import { describe, expect, it } from 'vitest';
import type { QuestionEvent } from '../issues/events';
import { type QuestionPeople, audiencesOf, recipientsFor } from './recipients';

/** Issue 11, ADR 0030: who is told about which workflow event, and why. */
const people: QuestionPeople = {
  creatorId: 1,
  reviewerId: 5,
  handlerIds: [2, 3],
  ccIds: [4, 2],
  memberIds: new Set([1, 2, 3, 4, 5, 9]),
};
const event = (code: QuestionEvent['code'], extra: Partial<QuestionEvent> = {}): QuestionEvent => ({
  projectId: 1,
  questionId: 1,
  number: 1,
  questionName: 'x',
  code,
  operatorId: 9,
  toStatus: 2 as QuestionStatus,
  recipientIds: [],
  ...extra,
});
const sorted = (list: { userId: number; kind: string }[]) => [...list].sort((a, b) => a.userId - b.userId);

describe('recipientsFor', () => {
  it('a new issue: handlers are assigned, the cc list copied; a handler also on cc is told once, as handler', () => {
    expect(sorted(recipientsFor(event(HistoryCode.create), people))).toEqual([
      { userId: 2, kind: 'assigned' },
      { userId: 3, kind: 'assigned' },
      { userId: 4, kind: 'cc' },
    ]);
  });

  it('never tells the operator about their own action', () => {
    expect(recipientsFor(event(HistoryCode.create, { operatorId: 2 }), people).map((r) => r.userId)).not.toContain(2);
  });

  it('a draft tells nobody', () => {
    expect(recipientsFor(event(HistoryCode.create, { toStatus: 1 }), people)).toEqual([]);
  });

  it('a hand-over tells only the new handlers', () => {
    expect(recipientsFor(event(HistoryCode.changeToUser, { addedHandlerIds: [3] }), people)).toEqual([
      { userId: 3, kind: 'assigned' },
    ]);
  });

  it('an edit tells only the people it added', () => {
    expect(sorted(recipientsFor(event(HistoryCode.modify, { addedHandlerIds: [2], addedCcIds: [4] }), people))).toEqual(
      [
        { userId: 2, kind: 'assigned' },
        { userId: 4, kind: 'cc' },
      ],
    );
    expect(recipientsFor(event(HistoryCode.modify), people)).toEqual([]);
  });

  it('completion asks the creator to verify; re-review asks the named re-reviewer', () => {
    expect(recipientsFor(event(HistoryCode.completeRepair, { toStatus: 4 }), people)).toEqual([
      { userId: 1, kind: 'verify' },
    ]);
    expect(recipientsFor(event(HistoryCode.completeRepair, { toStatus: 3 }), people)).toEqual([]);
    expect(recipientsFor(event(HistoryCode.adoptReviewAndRetrial, { toStatus: 5 }), people)).toEqual([
      { userId: 5, kind: 'reverify' },
    ]);
  });

  it('work sent back (reopen, failed review) goes to the handlers again', () => {
    for (const code of [HistoryCode.reopen, HistoryCode.unAdoptReview, HistoryCode.unAdoptRetrial]) {
      expect(sorted(recipientsFor(event(code, { toStatus: 6 }), people)).map((r) => r.kind)).toEqual([
        'assigned',
        'assigned',
      ]);
    }
  });

  it('a comment tells the members it mentions, and no one else', () => {
    expect(recipientsFor(event(HistoryCode.comment, { toStatus: null, mentionedIds: [5, 77] }), people)).toEqual([
      { userId: 5, kind: 'mentioned' },
    ]);
  });

  it('other actions (start, close, refuse, delay) tell nobody', () => {
    for (const code of [HistoryCode.startRepair, HistoryCode.close, HistoryCode.refuse, HistoryCode.delay]) {
      expect(recipientsFor(event(code), people)).toEqual([]);
    }
  });

  it('knows from the event alone when it can tell nobody, so delivery reads nothing (issue 17)', () => {
    const silent = [
      event(HistoryCode.startRepair),
      event(HistoryCode.close),
      event(HistoryCode.delay),
      event(HistoryCode.completeRepair, { toStatus: 7 as QuestionStatus }),
      event(HistoryCode.comment),
      event(HistoryCode.modify, { addedHandlerIds: [], addedCcIds: [] }),
      event(HistoryCode.create, { toStatus: 1 as QuestionStatus }),
    ];
    for (const each of silent) {
      expect(audiencesOf(each)).toEqual([]);
      expect(recipientsFor(each, people)).toEqual([]);
    }
    expect(audiencesOf(event(HistoryCode.comment, { mentionedIds: [4] }))).toEqual([
      { audience: 'mentioned', kind: 'mentioned' },
    ]);
    expect(audiencesOf(event(HistoryCode.modify, { addedCcIds: [4] }))).toEqual([{ audience: 'addedCc', kind: 'cc' }]);
  });
});
