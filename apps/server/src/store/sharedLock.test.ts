import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../test/database';
import type { EphemeralStore } from './ephemeral';
import { acquireSharedLock } from './sharedLock';
import { sqlEphemeralStore } from './sqlStore';

const TIMES = { leaseMs: 400, pollMs: 40, waitMs: 5_000 };

/** ADR 0133: one lock for every instance, over the store they share (here the database's). */
describe('the shared lock', () => {
  let database: TestDatabase;
  let store: EphemeralStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    store = sqlEphemeralStore(database.db);
  });
  afterAll(() => database.dispose());

  it('makes a second taker wait, tells the holder it is wanted, and hands over on release', async () => {
    let wanted = 0;
    const first = await acquireSharedLock(store, 'upload:a', { ...TIMES, onWanted: () => (wanted += 1) });
    expect(first).toBeDefined();
    let secondHeld = false;
    const second = acquireSharedLock(store, 'upload:a', TIMES).then((held) => {
      secondHeld = held !== undefined;
      return held;
    });
    await expect.poll(() => wanted).toBeGreaterThan(0);
    expect(secondHeld).toBe(false);
    await first?.release();
    const taken = await second;
    expect(taken).toBeDefined();
    // The holder keeps it past its lease by renewing it.
    const third = await acquireSharedLock(store, 'upload:a', { ...TIMES, waitMs: TIMES.leaseMs * 3 });
    expect(third).toBeUndefined();
    await taken?.release();
  });

  it('frees the lock of a holder that stopped once its lease has run out', async () => {
    expect(await store.claim('upload:b', 'an instance that stopped', TIMES.leaseMs)).toBe(true);
    const held = await acquireSharedLock(store, 'upload:b', TIMES);
    expect(held).toBeDefined();
    expect(await store.get('upload:b')).not.toBe('an instance that stopped');
    await held?.release();
    expect(await store.get('upload:b')).toBeUndefined();
  });

  it('gives up when the wait runs out or the request is aborted', async () => {
    const held = await acquireSharedLock(store, 'upload:c', TIMES);
    expect(await acquireSharedLock(store, 'upload:c', { ...TIMES, waitMs: 0 })).toBeUndefined();
    const aborted = new AbortController();
    const waiting = acquireSharedLock(store, 'upload:c', { ...TIMES, signal: aborted.signal });
    aborted.abort();
    expect(await waiting).toBeUndefined();
    await held?.release();
  });
});
