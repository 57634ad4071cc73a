import type { EphemeralStore } from './ephemeral';

export const DAY_MS = 86_400_000;

/** How many times one subject (a phone and scene, an address, an account) may do something in a day. */
export interface DailyCap {
  /** The subject's counter in the ephemeral store; it lives a day from the subject's first use. */
  key: string;
  limit: number;
}

/**
 * The one rate limit of the server's daily allowances (phone codes, e-mail codes, adding people by phone):
 * counts this use against every cap and answers whether all of them still allow it. Refused uses count
 * too, and every cap is counted even when another one refuses, so that asking again reveals nothing and a
 * refused caller cannot save up one cap by spending another.
 */
export async function spendDailyCaps(store: EphemeralStore, caps: readonly DailyCap[]): Promise<boolean> {
  let allowed = true;
  for (const cap of caps) {
    if ((await store.increment(cap.key, DAY_MS)) > cap.limit) allowed = false;
  }
  return allowed;
}
