import { describe, expect, it } from 'vitest';
import { actionBody, batchActionBody } from './actionApi';
import {
  type ActorContext,
  HistoryCode,
  QUESTION_STATUSES,
  WORKFLOW_ACTIONS,
  WORKFLOW_TABLE,
  allowedActions,
  mayAct,
  transition,
} from './workflow';

const nobody: ActorContext = { role: 'member', isHandler: false, isCreator: false, isReviewer: false };

describe('issue workflow (DOMAIN.md "Issue workflow")', () => {
  it('has exactly the 36 cells of the table', () => {
    const cells = QUESTION_STATUSES.flatMap((from) =>
      WORKFLOW_ACTIONS.filter((action) => transition(from, action) !== null).map((action) => `${from}:${action}`),
    );
    expect(cells).toHaveLength(36);
    expect(transition(1, 'StartRepair')).toBeNull();
    expect(transition(10, 'Close')).toBeNull();
    expect(transition(9, 'CompleteRepair')).toBeNull();
  });

  it('leads the happy path from to-solve to resolved through review', () => {
    expect(transition(2, 'StartRepair')).toEqual({ to: 3, history: HistoryCode.startRepair });
    expect(transition(3, 'CompleteRepair')).toEqual({ to: 4, history: HistoryCode.completeRepair });
    expect(transition(4, 'AdoptReviewAndRetrial')).toEqual({ to: 5, history: HistoryCode.adoptReviewAndRetrial });
    expect(transition(5, 'AdoptRetrial')).toEqual({ to: 7, history: HistoryCode.adoptRetrial });
  });

  it('records completion without a start as history code 16', () => {
    expect(transition(2, 'CompleteRepair')?.history).toBe(16);
    expect(transition(6, 'CompleteRepair')?.history).toBe(16);
  });

  it('keeps the status when the handler changes', () => {
    for (const from of QUESTION_STATUSES) {
      const cell = WORKFLOW_TABLE[from].ChangeToUser;
      if (cell !== undefined) expect(cell).toBe(from);
    }
  });

  it('brings refused, resolved and closed issues back through reopen', () => {
    for (const from of [7, 8, 10] as const) expect(transition(from, 'Reopen')?.to).toBe(6);
  });

  it('lets admins act always and members only in their part', () => {
    expect(mayAct('AdoptReview', { ...nobody, role: 'admin' })).toBe(true);
    expect(mayAct('AdoptReview', { ...nobody, isHandler: true })).toBe(false);
    expect(mayAct('AdoptReview', { ...nobody, isCreator: true })).toBe(true);
    expect(mayAct('AdoptRetrial', { ...nobody, isCreator: true })).toBe(false);
    expect(mayAct('AdoptRetrial', { ...nobody, isReviewer: true })).toBe(true);
    expect(mayAct('ChangeToUser', { ...nobody, isCreator: true })).toBe(true);
    expect(mayAct('ChangeToUser', { ...nobody, isHandler: true })).toBe(true);
    expect(mayAct('Close', { ...nobody, isHandler: true })).toBe(false);
  });

  it('answers the buttons a handler sees on a new issue', () => {
    expect(allowedActions(2, { ...nobody, isHandler: true })).toEqual([
      'StartRepair',
      'CompleteRepair',
      'ChangeToUser',
      'Refuse',
      'Delay',
    ]);
    expect(allowedActions(2, nobody)).toEqual([]);
    expect(allowedActions(4, { ...nobody, isCreator: true })).toEqual([
      'AdoptReview',
      'UnAdoptReview',
      'AdoptReviewAndRetrial',
      'ChangeToUser',
      'Close',
    ]);
  });
});

describe('action bodies require the inputs of DOMAIN.md', () => {
  const base = { projectId: 1, questionId: 2, updateTime: '2026-01-01T00:00:00.000Z' };

  it('refuse needs a reason and a note', () => {
    expect(actionBody('Refuse').safeParse(base).success).toBe(false);
    expect(actionBody('Refuse').safeParse({ ...base, refuseReason: 2, note: ' ' }).success).toBe(false);
    expect(actionBody('Refuse').safeParse({ ...base, refuseReason: 7, note: 'dup' }).success).toBe(false);
    expect(actionBody('Refuse').safeParse({ ...base, refuseReason: 2, note: 'dup' }).success).toBe(true);
  });

  it('delay needs a real calendar date, change needs handlers, re-review needs a reviewer', () => {
    expect(actionBody('Delay').safeParse({ ...base, deadline: '2026-02-30' }).success).toBe(false);
    expect(actionBody('Delay').safeParse({ ...base, deadline: '2026-02-28' }).success).toBe(true);
    expect(actionBody('ChangeToUser').safeParse({ ...base, handlerUserIds: [] }).success).toBe(false);
    expect(actionBody('AdoptReviewAndRetrial').safeParse(base).success).toBe(false);
    expect(actionBody('UnAdoptReview').safeParse(base).success).toBe(false);
  });

  it('refuses inputs an action does not take and takes an optional note', () => {
    expect(actionBody('StartRepair').safeParse({ ...base, deadline: '2026-02-28' }).success).toBe(false);
    expect(actionBody('StartRepair').safeParse({ ...base, note: 'on it' }).success).toBe(true);
  });

  it('batches name each issue with its updateTime', () => {
    const items = [{ questionId: 1, updateTime: base.updateTime }];
    expect(batchActionBody('Close').safeParse({ projectId: 1, items }).success).toBe(true);
    expect(batchActionBody('Close').safeParse({ projectId: 1, items: [] }).success).toBe(false);
  });
});
