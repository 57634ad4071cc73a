import { vi } from 'vitest';

/**
 * Puts the real clock back after a test's fake one. jsdom runs animation frames on an interval it starts with the
 * clock in force when the first frame is asked for, and starts none again while it believes one is running: put
 * away with that interval pending, the fake clock took every later animation frame of the worker's shared window
 * with it (ADR 0096's second addendum), and antd's form messages, drawn on a frame, never showed in the files after.
 * Running what is due first lets jsdom finish that frame and stop its interval.
 */
export function restoreRealTimers(): void {
  if (!vi.isFakeTimers()) return;
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
}
