import type * as IoRedis from 'ioredis';
import { lazyPackage } from '../lazyPackage';

const ioredis = lazyPackage<typeof IoRedis>('ioredis');

/** Where a Redis connection reports losing and finding its server: the server's JSON log. */
export interface RedisLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** A command that has not answered in this time fails: a Redis that hangs must not hang the request. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * Every Redis connection of the server (issue 28, ADR 0101). ioredis's defaults suit a batch job, not a
 * server: commands issued while Redis is away waited in an offline queue for up to 18 s and then failed, an
 * 'error' event nobody heard printed stack traces outside the log, and a failed publish could end the
 * process. Here the queue holds commands only until the first connection (start-up), every command fails
 * after REDIS_COMMAND_TIMEOUT_MS, and an outage is logged once when it starts and once when it ends; the
 * connection keeps reconnecting by itself (at most a second apart).
 */
export function openRedis(
  url: string,
  options: { purpose: string; keyPrefix?: string; log?: RedisLog },
): IoRedis.Redis {
  const redis = new (ioredis().Redis)(url, {
    ...(options.keyPrefix === undefined ? {} : { keyPrefix: options.keyPrefix }),
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableAutoPipelining: true,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });
  let down = false;
  const lost = (error?: Error) => {
    if (down) return;
    down = true;
    options.log?.warn({ purpose: options.purpose, ...(error ? { err: error } : {}) }, 'Redis unavailable');
  };
  redis.on('error', lost);
  // A server that shuts down cleanly closes the connection without an error.
  redis.on('reconnecting', () => lost());
  redis.on('ready', () => {
    // From now on a command sent while the connection is down fails at once instead of waiting for it.
    redis.options.enableOfflineQueue = false;
    if (!down) return;
    down = false;
    options.log?.info({ purpose: options.purpose }, 'Redis connection restored');
  });
  return redis;
}

/** True when the connection can take commands now (the readiness probe). */
export function redisReady(redis: IoRedis.Redis): boolean {
  return redis.status === 'ready';
}
