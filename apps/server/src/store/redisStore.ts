import type * as IoRedis from 'ioredis';
import { lazyPackage } from '../lazyPackage';
import type { EphemeralStore } from './ephemeral';

/** Every key carries the prefix, so one Redis can serve several installations or other programs. */
const KEY_PREFIX = 'questline:';

const ioredis = lazyPackage<typeof IoRedis>('ioredis');

/** INCR and the window's expiry in one atomic step: the first increment starts the window. */
const INCREMENT_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/**
 * EphemeralStore on Redis (REDIS_URL), for several server instances behind one address. Expiry is Redis's
 * own, so this store follows the Redis server's clock rather than an injected one.
 */
export function redisEphemeralStore(url: string): EphemeralStore {
  const redis = new (ioredis().Redis)(url, {
    keyPrefix: KEY_PREFIX,
    maxRetriesPerRequest: 2,
    enableAutoPipelining: true,
  });
  return {
    async put(key, value, ttlMs) {
      await redis.set(key, value, 'PX', ttlMs);
    },
    async get(key) {
      return (await redis.get(key)) ?? undefined;
    },
    async take(key) {
      return (await redis.getdel(key)) ?? undefined;
    },
    async delete(key) {
      await redis.del(key);
    },
    async increment(key, windowMs) {
      return Number(await redis.eval(INCREMENT_IN_WINDOW, 1, key, windowMs));
    },
    async remainingMs(key) {
      const ttl = await redis.pttl(key);
      return ttl >= 0 ? ttl : undefined;
    },
    async close() {
      await redis.quit();
    },
  };
}
