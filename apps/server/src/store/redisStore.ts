import type * as IoRedis from 'ioredis';
import { failure } from '../http/errors';
import type { EphemeralStore } from './ephemeral';
import { type RedisLog, openRedis, redisReady } from './redisClient';

/** INCR and the window's expiry in one atomic step: the first increment starts the window. */
const INCREMENT_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** Sets the key to the owner when it is free or already the owner's (a renewal). */
const CLAIM = `
local held = redis.call('GET', KEYS[1])
if held and held ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

/** Deletes the key only while the owner holds it. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * EphemeralStore on Redis (REDIS_URL), for several server instances behind one address. Expiry is Redis's
 * own, so this store follows the Redis server's clock rather than an injected one. Every key starts with the
 * installation's namespace. What the store holds (captchas, codes, throttles) cannot be had without it, so
 * while Redis is away each call fails at once with "service temporarily unavailable" (issue 28).
 */
export function redisEphemeralStore(url: string, options: { namespace: string; log?: RedisLog }): EphemeralStore {
  const redis = openRedis(url, { purpose: 'ephemeral store', keyPrefix: options.namespace, log: options.log });
  const reached = async <T>(command: (client: IoRedis.Redis) => Promise<T>): Promise<T> => {
    try {
      return await command(redis);
    } catch {
      throw failure('serviceUnavailable');
    }
  };
  return {
    async put(key, value, ttlMs) {
      await reached((client) => client.set(key, value, 'PX', ttlMs));
    },
    async get(key) {
      return (await reached((client) => client.get(key))) ?? undefined;
    },
    async take(key) {
      return (await reached((client) => client.getdel(key))) ?? undefined;
    },
    async delete(key) {
      await reached((client) => client.del(key));
    },
    async increment(key, windowMs) {
      return Number(await reached((client) => client.eval(INCREMENT_IN_WINDOW, 1, key, windowMs)));
    },
    async claim(key, owner, ttlMs) {
      return Number(await reached((client) => client.eval(CLAIM, 1, key, owner, ttlMs))) === 1;
    },
    async release(key, owner) {
      await reached((client) => client.eval(RELEASE, 1, key, owner));
    },
    async remainingMs(key) {
      const ttl = await reached((client) => client.pttl(key));
      return ttl >= 0 ? ttl : undefined;
    },
    ready: () => redisReady(redis),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
