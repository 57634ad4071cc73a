import { ResultCode } from '@questline/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { failure } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this write reserved, settled when its answer leaves. */
    idempotencyKey: string | null;
  }
}

/** How long a first answer is given again to a retry with the same key: a day, as payment APIs keep it. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;
const KEY_PATTERN = /^[\w-]{1,100}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Issue 28 point 3, ADR 0101: a signed-in write sent with an `Idempotency-Key` header is done once. The first
 * request reserves the key (one row per caller and key), its successful answer is kept, and a retry with the
 * same key gets that answer again without doing the write; a retry while the first still runs is told so. A
 * failed answer frees the key, so the retry does the write. Requests without the header are untouched.
 */
export function registerIdempotency(app: FastifyInstance, deps: { db: Kysely<Database>; now: () => Date }): void {
  const { db, now } = deps;
  app.decorateRequest('idempotencyKey', null);

  const release = async (userId: number, key: string) => {
    await db
      .deleteFrom('idempotent_requests')
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .execute();
  };

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined || !WRITE_METHODS.has(request.method) || request.caller === null) return undefined;
    const key = Array.isArray(header) ? '' : header;
    if (!KEY_PATTERN.test(key)) throw failure('idempotencyKeyInvalid');
    const userId = request.caller.userId;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const at = now();
    await db
      .deleteFrom('idempotent_requests')
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .where('create_time', '<', new Date(at.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString())
      .execute();
    const reserved = await db
      .insertInto('idempotent_requests')
      .values({ user_id: userId, idempotency_key: key, route, answer: null, create_time: at.toISOString() })
      .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
      .executeTakeFirst();
    if (Number(reserved.numInsertedOrUpdatedRows ?? 0) === 1) {
      request.idempotencyKey = key;
      return undefined;
    }
    const first = await db
      .selectFrom('idempotent_requests')
      .select(['route', 'answer'])
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    // Freed in between (the first failed): this request is the one that does the write now.
    if (first === undefined) throw failure('idempotencyInProgress');
    if (first.route !== route) throw failure('idempotencyKeyReused');
    if (first.answer === null) throw failure('idempotencyInProgress');
    return reply.header('idempotent-replayed', 'true').type(JSON_TYPE).send(first.answer);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    const caller = request.caller;
    if (key === null || caller === null) return payload;
    request.idempotencyKey = null;
    const success =
      reply.statusCode === 200 && typeof payload === 'string' && payload.startsWith(`{"code":${ResultCode.ok},`);
    if (success) {
      await db
        .updateTable('idempotent_requests')
        .set({ answer: payload })
        .where('user_id', '=', caller.userId)
        .where('idempotency_key', '=', key)
        .execute();
    } else {
      await release(caller.userId, key);
    }
    return payload;
  });

  // A request that never reached onSend (the client went away before the handler ended) frees its key.
  app.addHook('onResponse', async (request) => {
    if (request.idempotencyKey !== null && request.caller !== null)
      await release(request.caller.userId, request.idempotencyKey);
  });
}

/** Forgets first answers older than the window (with the other periodic purges of main.ts). */
export async function purgeIdempotentRequests(db: Kysely<Database>, now: Date): Promise<number> {
  const removed = await db
    .deleteFrom('idempotent_requests')
    .where('create_time', '<', new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString())
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}
