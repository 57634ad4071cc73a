import { describe, expect, it } from 'vitest';
import { DEMO_IDLE_MS, demoIdleOver } from './rules';

describe('demo sandbox rules (issue 39)', () => {
  const lastActive = '2026-11-29T08:00:00.000Z';
  it('keeps a sandbox until two hours after its last call, and not a moment longer', () => {
    expect(DEMO_IDLE_MS).toBe(7_200_000);
    expect(demoIdleOver(lastActive, new Date('2026-11-29T09:59:59.999Z'))).toBe(false);
    expect(demoIdleOver(lastActive, new Date('2026-11-29T10:00:00.000Z'))).toBe(true);
  });
});
