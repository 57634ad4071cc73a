import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { EphemeralStore } from './ephemeral';

export interface SharedLockTimes {
  /** How long a claim lives unrenewed: an instance that stopped while holding it blocks the others this long at most. */
  leaseMs: number;
  /** How often the holder renews its claim and looks for a waiter, and how often a waiter tries again. */
  pollMs: number;
  /** How long a waiter keeps trying before it gives up. */
  waitMs: number;
}

export interface HeldLock {
  /** Stops renewing and frees the lock (only while this holder still has it). */
  release(): Promise<void>;
}

/**
 * The one lock of the server's instances (first use: resumable uploads, ADR 0133), over the ephemeral store they
 * share (the database, or Redis when REDIS_URL is set): a claim that lives `leaseMs` and that the holder renews
 * every `pollMs`, so a holder that stopped frees it by itself. A waiter leaves word under `<key>:wanted`; the holder
 * reads it when it renews and hears of it through `onWanted`, so that a request holding the lock for a client that
 * went away can be ended for the one that came back. Answers undefined when `waitMs` passed or `signal` aborted.
 */
export async function acquireSharedLock(
  store: EphemeralStore,
  key: string,
  options: SharedLockTimes & { signal?: AbortSignal; onWanted?: () => void },
): Promise<HeldLock | undefined> {
  const owner = randomBytes(12).toString('hex');
  const wanted = `${key}:wanted`;
  const deadline = Date.now() + options.waitMs;
  while (!(await store.claim(key, owner, options.leaseMs))) {
    if (options.signal?.aborted || Date.now() >= deadline) return undefined;
    await store.put(wanted, owner, options.leaseMs);
    const waited = await delay(options.pollMs, true, { signal: options.signal }).catch(() => false);
    if (!waited) return undefined;
  }
  // Word left by this holder's own wait, or by a waiter the previous holder never read, is not for this holder.
  await store.delete(wanted);
  let renewal = Promise.resolve();
  const timer = setInterval(() => {
    renewal = (async () => {
      await store.claim(key, owner, options.leaseMs);
      const waiter = await store.take(wanted);
      if (waiter !== undefined && waiter !== owner) options.onWanted?.();
    })().catch(() => {
      // The store is away: the claim lapses by itself and the holder's request ends as its client's does.
    });
  }, options.pollMs);
  timer.unref();
  return {
    async release() {
      clearInterval(timer);
      await renewal;
      await store.release(key, owner);
    },
  };
}
