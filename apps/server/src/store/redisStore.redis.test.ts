import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EphemeralStore } from './ephemeral';
import { redisEphemeralStore } from './redisStore';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 3 "Captcha ... Redis when REDIS_URL": the same behaviour as the database store, on a real Redis
 * (TEST_REDIS_URL; vitest.config.ts runs this file only when it is set). Expiry is Redis's own clock, so the
 * windows here are short real ones.
 */
describe('Redis-backed ephemeral store', () => {
  let store: EphemeralStore;
  const run = randomBytes(4).toString('hex');
  const key = (name: string) => `test:${run}:${name}`;

  beforeAll(() => {
    const url = process.env.TEST_REDIS_URL;
    if (!url) throw new Error('TEST_REDIS_URL is not set');
    store = redisEphemeralStore(url, { namespace: `questline:test-${run}:` });
  });
  afterAll(() => store.close());

  it('keeps a value until it expires', async () => {
    await store.put(key('a'), 'one', 200);
    expect(await store.get(key('a'))).toBe('one');
    const remaining = await store.remainingMs(key('a'));
    expect(remaining).toBeGreaterThan(0);
    expect(remaining).toBeLessThanOrEqual(200);
    await sleep(250);
    expect(await store.get(key('a'))).toBeUndefined();
    expect(await store.remainingMs(key('a'))).toBeUndefined();
  });

  it('replaces a value and its expiry', async () => {
    await store.put(key('b'), 'one', 100);
    await store.put(key('b'), 'two', 5000);
    await sleep(150);
    expect(await store.get(key('b'))).toBe('two');
  });

  it('lets a value be taken once, even by two callers at the same moment', async () => {
    await store.put(key('c'), 'secret', 5000);
    const results = await Promise.all([store.take(key('c')), store.take(key('c'))]);
    expect(results.filter((value) => value === 'secret')).toHaveLength(1);
    expect(await store.take(key('c'))).toBeUndefined();
  });

  it('counts within a window and starts again after it', async () => {
    expect(await store.increment(key('n'), 300)).toBe(1);
    expect(await store.increment(key('n'), 300)).toBe(2);
    expect(await store.increment(key('n'), 300)).toBe(3);
    await sleep(350);
    expect(await store.increment(key('n'), 300)).toBe(1);
  });

  it('lets one owner claim a key until it expires or is released, and only its owner renew or release it', async () => {
    const lock = key('lock');
    const claims = await Promise.all([store.claim(lock, 'a', 5000), store.claim(lock, 'b', 5000)]);
    expect([...claims].sort()).toEqual([false, true]);
    const [holder, other] = claims[0] ? ['a', 'b'] : ['b', 'a'];
    await store.release(lock, other);
    expect(await store.claim(lock, other, 5000)).toBe(false);
    expect(await store.claim(lock, holder, 5000)).toBe(true);
    await store.release(lock, holder);
    expect(await store.claim(lock, other, 100)).toBe(true);
    await sleep(150);
    expect(await store.claim(lock, holder, 5000)).toBe(true);
    expect(await store.get(lock)).toBe(holder);
  });

  it('deletes', async () => {
    await store.put(key('e'), 'x', 5000);
    await store.delete(key('e'));
    expect(await store.get(key('e'))).toBeUndefined();
  });
});
