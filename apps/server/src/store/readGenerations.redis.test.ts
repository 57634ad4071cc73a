import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnRedis, ownRedis } from '../test/ownRedis';
import { type ReadGenerations, redisReadGenerations } from './readGenerations';

/**
 * Issue 28 point 2, ADR 0101: the read cache's counters without their Redis (one of the test's own). Reads go
 * on uncached, a write still answers, and the write it could not count invalidates everything once Redis is back.
 */
describe('read counters while their Redis is away', () => {
  let redis: OwnRedis;
  let generations: ReadGenerations;

  beforeAll(async () => {
    redis = await ownRedis();
    generations = redisReadGenerations(redis.url, { namespace: 'questline:counters-test:' });
    await generations.project(1);
  });
  afterAll(async () => {
    await generations.close();
    await redis.kill();
  });

  it('counts a write it could not move once a hung Redis answers again', async () => {
    const before = await generations.project(3);
    redis.freeze();
    try {
      expect(await generations.project(3)).toMatch(/^unsettled:/);
      await expect(generations.bump('shared')).resolves.toBeUndefined();
    } finally {
      redis.thaw();
    }
    // The counters survived, so only the owed move tells this read from the one before the write.
    await expect.poll(() => generations.project(3), { timeout: 10_000 }).not.toMatch(/^unsettled:/);
    expect(await generations.project(3)).not.toBe(before);
  });

  it('answers unsettled counters, never fails a write, and pays the write it owes on return', async () => {
    const before = await generations.project(7);
    expect(before).not.toMatch(/^unsettled:/);
    await redis.kill();
    expect(await generations.project(7)).toMatch(/^unsettled:/);
    await expect(generations.bump(7)).resolves.toBeUndefined();
    await redis.start();
    // A restarted Redis lost the counters: the epoch makes the first read unsettled, then counting starts again.
    await expect.poll(() => generations.every(), { timeout: 10_000 }).not.toMatch(/^unsettled:/);
    const after = await generations.project(7);
    expect(after).not.toMatch(/^unsettled:/);
    expect(after).not.toBe(before);
  });
});
