import { randomUUID } from 'node:crypto';
import type * as IoRedis from 'ioredis';
import { lazyPackage } from '../lazyPackage';

/**
 * Write counters that cached reads are keyed by (issue 17, ADR 0085). Every write request moves `every`;
 * a write that names a project moves that project's counter, any other write moves `shared` (it may touch
 * people, teams or sessions that every project's reads show). A cached answer is served only while the
 * counters it was computed under are unchanged, so a write acknowledged to anyone hides every older answer.
 */
export interface ReadGenerations {
  /** What a read of one project depends on: shared writes and that project's writes. */
  project(projectId: number): Promise<string>;
  /** What a read across the caller's projects (to-dos) depends on: every write. */
  every(): Promise<string>;
  /** What a session look-up depends on: writes that name no project (sign-in, sign-out, accounts). */
  shared(): Promise<string>;
  /** Called once per write request before its answer leaves; undefined = the write names no project. */
  bump(projectId: number | undefined): Promise<void>;
  close(): Promise<void>;
}

/** One process: plain counters. */
export function memoryReadGenerations(): ReadGenerations {
  let every = 0;
  let shared = 0;
  const projects = new Map<number, number>();
  return {
    project: async (projectId) => `${shared}.${projects.get(projectId) ?? 0}`,
    every: async () => `${every}`,
    shared: async () => `${shared}`,
    async bump(projectId) {
      every += 1;
      if (projectId === undefined) shared += 1;
      else projects.set(projectId, (projects.get(projectId) ?? 0) + 1);
    },
    async close() {},
  };
}

const ioredis = lazyPackage<typeof IoRedis>('ioredis');

const KEY_PREFIX = 'questline:readgen:';

/**
 * Several processes (REDIS_URL): the counters live in Redis, read on every cached read (one MGET) and moved
 * with INCR before a write's answer leaves, so a read on any process after the write sees the new counter.
 * The epoch key guards against Redis losing the counters (restart without persistence, FLUSHALL): counters
 * that start again from zero come with a new epoch, so no process can match an answer cached before.
 */
export function redisReadGenerations(url: string): ReadGenerations {
  const redis = new (ioredis().Redis)(url, {
    keyPrefix: KEY_PREFIX,
    maxRetriesPerRequest: 2,
    enableAutoPipelining: true,
  });
  const tokenOf = async (keys: string[]): Promise<string> => {
    const values = await redis.mget('epoch', ...keys);
    const [epoch] = values;
    if (epoch === null || epoch === undefined) {
      await redis.set('epoch', randomUUID(), 'NX');
      // Not comparable with anything cached before or after: this read is computed and not kept.
      return `unsettled:${randomUUID()}`;
    }
    return values.map((value) => value ?? '0').join('.');
  };
  return {
    project: (projectId) => tokenOf(['shared', `project:${projectId}`]),
    every: () => tokenOf(['every']),
    shared: () => tokenOf(['shared']),
    async bump(projectId) {
      await redis
        .multi()
        .incr('every')
        .incr(projectId === undefined ? 'shared' : `project:${projectId}`)
        .exec();
    },
    async close() {
      await redis.quit();
    },
  };
}
