import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../test/database';
import type { EphemeralStore } from './ephemeral';
import { sqlEphemeralStore } from './sqlStore';

/** Issue 3 "Captcha": values shared by all instances, with expiry and single use. */
describe('database-backed ephemeral store', () => {
  let database: TestDatabase;
  let clock = new Date('2026-11-23T10:00:00.000Z');
  let store: EphemeralStore;
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    store = sqlEphemeralStore(database.db, () => clock);
  });
  afterAll(() => database.dispose());
  beforeEach(() => advance(3_600_000));

  it('keeps a value until it expires', async () => {
    await store.put('a', 'one', 1000);
    expect(await store.get('a')).toBe('one');
    expect(await store.remainingMs('a')).toBe(1000);
    advance(1000);
    expect(await store.get('a')).toBeUndefined();
    expect(await store.remainingMs('a')).toBeUndefined();
  });

  it('replaces a value and its expiry', async () => {
    await store.put('b', 'one', 1000);
    await store.put('b', 'two', 5000);
    advance(2000);
    expect(await store.get('b')).toBe('two');
  });

  it('lets a value be taken once', async () => {
    await store.put('c', 'secret', 1000);
    const [first, second] = await Promise.all([store.take('c'), store.take('c')]);
    expect([first, second].sort()).toEqual(['secret', undefined].sort());
    expect(await store.take('c')).toBeUndefined();
  });

  it('does not hand out an expired value', async () => {
    await store.put('d', 'old', 10);
    advance(10);
    expect(await store.take('d')).toBeUndefined();
  });

  it('counts within a window and starts again after it', async () => {
    expect(await store.increment('n', 60_000)).toBe(1);
    expect(await store.increment('n', 60_000)).toBe(2);
    advance(30_000);
    expect(await store.increment('n', 60_000)).toBe(3);
    advance(30_000);
    expect(await store.increment('n', 60_000)).toBe(1);
  });

  it('lets one owner claim a key until it expires or is released, and only its owner renew or release it', async () => {
    const claims = await Promise.all([store.claim('lock', 'a', 1000), store.claim('lock', 'b', 1000)]);
    expect([...claims].sort()).toEqual([false, true]);
    const [holder, other] = claims[0] ? ['a', 'b'] : ['b', 'a'];
    await store.release('lock', other);
    expect(await store.claim('lock', other, 1000)).toBe(false);
    advance(600);
    expect(await store.claim('lock', holder, 1000)).toBe(true);
    advance(600);
    expect(await store.claim('lock', other, 1000)).toBe(false);
    await store.release('lock', holder);
    expect(await store.claim('lock', other, 1000)).toBe(true);
    advance(1000);
    expect(await store.claim('lock', holder, 1000)).toBe(true);
    expect(await store.get('lock')).toBe(holder);
  });

  it('deletes', async () => {
    await store.put('e', 'x', 1000);
    await store.delete('e');
    expect(await store.get('e')).toBeUndefined();
  });
});
