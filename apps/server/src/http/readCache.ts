import { ResultCode } from '@questline/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReadGenerations } from '../store/readGenerations';
import { requestLocale } from './locale';

/**
 * The server-side answer cache of project reads (issue 17, ADR 0085): the issue list, the to-dos and the
 * statistics answer from memory while nothing was written since the same caller asked the same question.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route only reads and its answer may be kept: `project` = it depends on one project's data (named by
     * its projectId), `person` = on data across the caller's projects.
     */
    readCache?: 'project' | 'person';
    /**
     * A write that names no project and changes nothing a project's reads or a session look-up show (a knowledge
     * document, a pending attachment): only reads across a person's projects are recomputed after it. Unset, such
     * a write recomputes every kept read and session look-up.
     */
    readCacheWrites?: 'person';
  }
  interface FastifyRequest {
    readCacheKey: string | null;
  }
  interface FastifyInstance {
    /** The write counters the cache is keyed by (tests move them after writing behind the app's back). */
    readGenerations: ReadGenerations;
  }
}

export interface ReadCacheLimits {
  /** Sum of the kept answers' bytes. */
  maxBytes: number;
  maxEntries: number;
}

/** 32 MB and 4,000 answers: a 50-row list page is about 30 KB, so a thousand of them fit. */
export const DEFAULT_READ_CACHE_LIMITS: ReadCacheLimits = { maxBytes: 32 * 1024 * 1024, maxEntries: 4_000 };

/** Least recently used first out, bounded by entries and characters. */
export class AnswerCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly limits: ReadCacheLimits) {}

  get(key: string): Buffer | undefined {
    const answer = this.entries.get(key);
    if (answer === undefined) return undefined;
    // Map keeps insertion order: moving the key to the end makes the first key the least recently used.
    this.entries.delete(key);
    this.entries.set(key, answer);
    return answer;
  }

  set(key: string, answer: Buffer): void {
    if (answer.length > this.limits.maxBytes / 8) return;
    this.delete(key);
    this.entries.set(key, answer);
    this.bytes += answer.length;
    for (const [oldest, kept] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= kept.length;
    }
  }

  private delete(key: string): void {
    const kept = this.entries.get(key);
    if (kept === undefined) return;
    this.entries.delete(key);
    this.bytes -= kept.length;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = 'application/json; charset=utf-8';

function projectIdOf(request: FastifyRequest): number | undefined {
  for (const source of [request.body, request.query]) {
    if (typeof source !== 'object' || source === null || !('projectId' in source)) continue;
    const value = Number(source.projectId);
    if (Number.isSafeInteger(value) && value > 0) return value;
  }
  return undefined;
}

/**
 * Registers the cache's hooks: before the handler of a `readCache` route it answers from the cache (or waits
 * for the same question already being computed), after it keeps a successful answer; every other request that
 * is not a plain read moves the write counters before its answer leaves (onSend), whatever its outcome.
 * Must be registered before @fastify/compress, so that the kept answer is the JSON text.
 */
export function registerReadCache(
  app: FastifyInstance,
  options: { generations: ReadGenerations; now: () => Date; limits?: ReadCacheLimits },
): AnswerCache {
  const { generations, now } = options;
  const cache = new AnswerCache(options.limits ?? DEFAULT_READ_CACHE_LIMITS);
  const computing = new Map<string, Promise<Buffer | undefined>>();
  const finishers = new Map<string, (answer: Buffer | undefined) => void>();
  app.decorateRequest('readCacheKey', null);
  app.decorate('readGenerations', generations);

  const finish = (key: string, answer: Buffer | undefined) => {
    finishers.get(key)?.(answer);
    finishers.delete(key);
    computing.delete(key);
  };

  // Before validation: a kept answer was validated when it was computed, from the very same request text.
  app.addHook('preValidation', async (request, reply) => {
    const scope = request.routeOptions.config.readCache;
    if (scope === undefined || request.caller === null) return undefined;
    const projectId = projectIdOf(request);
    const generation =
      scope === 'project' && projectId !== undefined ? await generations.project(projectId) : await generations.every();
    // The clock's minute is part of the question: "overdue" and "last 30 days" move with it.
    const minute = Math.floor(now().getTime() / 60_000);
    const key = [
      generation,
      minute,
      request.caller.userId,
      requestLocale(request),
      request.method,
      request.url,
      request.body === undefined ? '' : JSON.stringify(request.body),
    ].join('\u0000');
    const kept = cache.get(key) ?? (await computing.get(key));
    if (kept !== undefined) return reply.type(JSON_TYPE).send(kept);
    if (!computing.has(key)) {
      computing.set(key, new Promise((resolve) => finishers.set(key, resolve)));
      request.readCacheKey = key;
    }
    return undefined;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.readCacheKey;
    if (key !== null) {
      const success =
        reply.statusCode === 200 && typeof payload === 'string' && payload.startsWith(`{"code":${ResultCode.ok},`);
      // Kept as bytes: a hit then sends them without encoding the text again.
      const answer = success ? Buffer.from(payload) : undefined;
      if (answer !== undefined && !key.startsWith('unsettled:')) cache.set(key, answer);
      finish(key, answer);
      request.readCacheKey = null;
    } else if (!READ_METHODS.has(request.method) && request.routeOptions.config.readCache === undefined) {
      await generations.bump(projectIdOf(request) ?? request.routeOptions.config.readCacheWrites ?? 'shared');
    }
    return payload;
  });

  // An answer that never reached onSend (the client went away) must not leave others waiting.
  app.addHook('onResponse', async (request) => {
    if (request.readCacheKey !== null) finish(request.readCacheKey, undefined);
  });
  app.addHook('onRequestAbort', async (request) => {
    if (request.readCacheKey !== null) finish(request.readCacheKey, undefined);
  });
  return cache;
}
