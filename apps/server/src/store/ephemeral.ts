/**
 * Short-lived values shared by every server instance: captchas, phone and e-mail codes, OAuth states,
 * failure counters and daily caps. The database backs it by default; Redis when REDIS_URL is set.
 */
export interface EphemeralStore {
  /** Stores a value for ttlMs, replacing any earlier value under the key. */
  put(key: string, value: string, ttlMs: number): Promise<void>;
  /** The live value, left in place. */
  get(key: string): Promise<string | undefined>;
  /** The live value, removed in the same step: whoever takes it first is the only one who gets it. */
  take(key: string): Promise<string | undefined>;
  delete(key: string): Promise<void>;
  /** Adds one to a counter that lives windowMs from its first increment; answers the new count. */
  increment(key: string, windowMs: number): Promise<number>;
  /**
   * Sets the key to `owner` for ttlMs when it is free (absent or expired) or already `owner`'s, in one step; answers
   * whether `owner` holds it now. Claiming again is how a holder renews (the shared lock, store/sharedLock.ts).
   */
  claim(key: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Removes the key only while `owner` holds it: a claim that lapsed and went to another stays theirs. */
  release(key: string, owner: string): Promise<void>;
  /** Milliseconds until the key expires, or undefined when it is not there. */
  remainingMs(key: string): Promise<number | undefined>;
  /** Whether the store can take calls now: the readiness probe routes away from an instance that cannot. */
  ready(): boolean;
  close(): Promise<void>;
}
