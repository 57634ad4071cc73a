import { randomUUID } from 'node:crypto';
import { type RedisLog, openRedis } from './redisClient';

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
  /** Called once per write request before its answer leaves, with what the write may have changed. */
  bump(scope: WriteScope): Promise<void>;
  close(): Promise<void>;
}

/**
 * What a write may have changed: one project's data (its number), data every project's reads show (`shared`:
 * people, teams, sessions), or only what reads across a person's projects show (`person`: a knowledge document, a
 * pending attachment), which moves `every` alone.
 */
export type WriteScope = number | 'shared' | 'person';

/** One process: plain counters. */
export function memoryReadGenerations(): ReadGenerations {
  let every = 0;
  let shared = 0;
  const projects = new Map<number, number>();
  return {
    project: async (projectId) => `${shared}.${projects.get(projectId) ?? 0}`,
    every: async () => `${every}`,
    shared: async () => `${shared}`,
    async bump(scope) {
      every += 1;
      if (scope === 'shared') shared += 1;
      else if (scope !== 'person') projects.set(scope, (projects.get(scope) ?? 0) + 1);
    },
    async close() {},
  };
}

/** Not comparable with anything cached before or after: the read is computed and not kept. */
const unsettled = () => `unsettled:${randomUUID()}`;

/**
 * Several processes (REDIS_URL): the counters live in Redis, read on every cached read (one MGET) and moved
 * with INCR before a write's answer leaves, so a read on any process after the write sees the new counter.
 * The epoch key guards against Redis losing the counters (restart without persistence, FLUSHALL): counters
 * that start again from zero come with a new epoch, so no process can match an answer cached before.
 *
 * Redis only speeds reads up here, so losing it must not fail them (issue 28): a counter that cannot be read
 * makes the read unsettled (computed from the database, not kept), and a write whose counter cannot be moved
 * still answers; the instance then owes a move of every counter and pays it before it reads a counter again,
 * so no instance serves an answer cached before that write once Redis is back.
 */
export function redisReadGenerations(url: string, options: { namespace: string; log?: RedisLog }): ReadGenerations {
  const redis = openRedis(url, { purpose: 'read cache', keyPrefix: `${options.namespace}readgen:`, log: options.log });
  let owed = false;
  const moveAll = () => redis.multi().incr('every').incr('shared').exec();
  // Paid as soon as Redis is back too, not only at this instance's next read: the others read counters first.
  redis.on('ready', () => {
    if (owed)
      moveAll().then(
        () => (owed = false),
        () => undefined,
      );
  });
  const tokenOf = async (keys: string[]): Promise<string> => {
    try {
      if (owed) {
        await moveAll();
        owed = false;
      }
      const values = await redis.mget('epoch', ...keys);
      const [epoch] = values;
      if (epoch === null || epoch === undefined) {
        await redis.set('epoch', randomUUID(), 'NX');
        return unsettled();
      }
      return values.map((value) => value ?? '0').join('.');
    } catch {
      return unsettled();
    }
  };
  return {
    project: (projectId) => tokenOf(['shared', `project:${projectId}`]),
    every: () => tokenOf(['every']),
    shared: () => tokenOf(['shared']),
    async bump(scope) {
      try {
        const moves = redis.multi().incr('every');
        if (scope !== 'person') moves.incr(scope === 'shared' ? 'shared' : `project:${scope}`);
        await moves.exec();
      } catch {
        owed = true;
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
