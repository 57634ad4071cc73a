import { describe, expect, it } from 'vitest';
import { QUESTION_STATUSES, WORKFLOW_TABLE, allowedActions } from './workflow';
import { NEXT_EXPECTED_ACTION, primaryAction, reviewerInCharge, settledNotificationKinds } from './workflowSteps';

describe('the next expected step (issue 38 point 7)', () => {
  it('is a cell of the table in every status', () => {
    for (const status of QUESTION_STATUSES) {
      expect(WORKFLOW_TABLE[status][NEXT_EXPECTED_ACTION[status]]).toBeDefined();
    }
  });

  it('makes "Close", not "Reopen", the primary button once review passed', () => {
    const creator = { role: 'member', isHandler: false, isCreator: true, isReviewer: false } as const;
    expect(allowedActions(7, creator)).toEqual(['Reopen', 'Close']);
    expect(primaryAction(7, allowedActions(7, creator))).toBe('Close');
    expect(primaryAction(4, allowedActions(4, creator))).toBe('AdoptReview');
  });

  it('offers no primary button when the caller may only step aside', () => {
    const handler = { role: 'member', isHandler: true, isCreator: false, isReviewer: false } as const;
    expect(allowedActions(4, handler)).toEqual(['ChangeToUser']);
    expect(primaryAction(4, allowedActions(4, handler))).toBeNull();
  });
});

describe('who reviews (issue 38 point 7)', () => {
  const people = { creatorId: 1, reviewerId: 2 };
  it('is the creator while to verify and the re-reviewer while to re-verify, else nobody', () => {
    expect(reviewerInCharge(4, people)).toBe(1);
    expect(reviewerInCharge(5, people)).toBe(2);
    expect(reviewerInCharge(3, people)).toBeNull();
    expect(reviewerInCharge(7, people)).toBeNull();
  });
});

describe('notifications a review settles (issue 38 point 7)', () => {
  it('settles the verification request when the issue leaves review', () => {
    expect(settledNotificationKinds(4, 7)).toEqual(['verify']);
    expect(settledNotificationKinds(4, 6)).toEqual(['verify']);
    expect(settledNotificationKinds(4, 5)).toEqual(['verify']);
    expect(settledNotificationKinds(5, 7)).toEqual(['reverify']);
    expect(settledNotificationKinds(4, 4)).toEqual([]);
    expect(settledNotificationKinds(3, 4)).toEqual([]);
  });
});
