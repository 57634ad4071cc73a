import { NO_RESOLUTION } from '../completion';
import type { ActionOutcome } from './actionContext';

/**
 * UnAdoptReview, UnAdoptRetrial and Reopen: the issue goes back to its handlers, so what ended it (the refuse reason,
 * the resolution) is cleared and every handler's part starts over.
 */
export function undoVerdict(): ActionOutcome {
  return { changes: { refuse_reason: null, ...NO_RESOLUTION }, resetCompletion: true };
}
