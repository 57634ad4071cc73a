import type { AiCreditKind, AiCredits } from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { AiUsageTable } from '../../db/aiSchema';
import type { Database } from '../../db/schema';
import type { AppError } from '../../http/errors';

type Db = Kysely<Database>;
type Executor = Db | Transaction<Database>;

/** How often a reservation tries again when another request of the same person spent in between. */
const RESERVE_ATTEMPTS = 5;

/** A person's balances; no row is a balance of 0. */
export async function creditsOf(db: Executor, userId: number): Promise<AiCredits> {
  const rows = await db.selectFrom('ai_credits').select(['kind', 'credits']).where('user_id', '=', userId).execute();
  const credits: AiCredits = { chat: 0, image: 0 };
  for (const row of rows) credits[row.kind] = row.credits;
  return credits;
}

/** A paid order's credits added to the buyer's balance, in the transaction that settles the order (ADR 0124). */
export async function grantCredits(
  trx: Transaction<Database>,
  grant: { userId: number; kind: AiCreditKind; credits: number; at: string },
): Promise<void> {
  await trx
    .insertInto('ai_credits')
    .values({ user_id: grant.userId, kind: grant.kind, credits: grant.credits, update_time: grant.at })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'kind']).doUpdateSet((eb) => ({
        credits: eb('ai_credits.credits', '+', grant.credits),
        update_time: grant.at,
      })),
    )
    .execute();
}

export interface Reservation {
  usageId: number;
  /** Credits set aside; 0 when AI use is not metered. */
  reserved: number;
}

/**
 * Sets credits aside for one request before the endpoint is called, and records the request (ADR 0124). `decide`
 * reads the balance and answers how much to take, or null for `refuse`'s refusal. The take is one conditional update
 * (`credits >= amount`), so the balance never goes below zero however many requests race: a request that lost to
 * another reads the new balance and decides again. `metered: false` (self-hosted) takes nothing and only records.
 */
export async function reserveCredits(
  db: Db,
  request: {
    userId: number;
    kind: AiCreditKind;
    model: string;
    metered: boolean;
    decide: (balance: number) => number | null;
    refuse: (balance: number) => AppError;
    now: Date;
  },
): Promise<Reservation> {
  const at = request.now.toISOString();
  const record = (trx: Transaction<Database>, reserved: number) =>
    trx
      .insertInto('ai_usages')
      .values({ user_id: request.userId, kind: request.kind, model: request.model, reserved, create_time: at })
      .returning('id')
      .executeTakeFirstOrThrow();
  if (!request.metered) {
    const row = await db.transaction().execute((trx) => record(trx, 0));
    return { usageId: row.id, reserved: 0 };
  }
  let balance = (await creditsOf(db, request.userId))[request.kind];
  for (let attempt = 1; attempt <= RESERVE_ATTEMPTS; attempt += 1) {
    const amount = request.decide(balance);
    if (amount === null) break;
    const taken = await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('ai_credits')
        .set((eb) => ({ credits: eb('credits', '-', amount), update_time: at }))
        .where('user_id', '=', request.userId)
        .where('kind', '=', request.kind)
        .where('credits', '>=', amount)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return undefined;
      return record(trx, amount);
    });
    if (taken) return { usageId: taken.id, reserved: amount };
    // Spent by a request of the same person between the read and the take: decide again on the new balance.
    balance = (await creditsOf(db, request.userId))[request.kind];
  }
  throw request.refuse(balance);
}

export interface Settlement {
  charged: number;
  outcome: NonNullable<AiUsageTable['outcome']>;
  promptTokens?: number;
  completionTokens?: number;
  images?: number;
  conversationId?: number;
}

/**
 * What a request finally cost: recorded once (a conditional update on the unsettled row, so the request and the sweep
 * cannot both settle it), and what it set aside beyond that given back. Call it inside the transaction that keeps the
 * answer. Answers false when the request was settled already.
 */
export async function settleUsage(
  trx: Transaction<Database>,
  usageId: number,
  settlement: Settlement,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const usage = await trx
    .updateTable('ai_usages')
    .set({
      charged: settlement.charged,
      outcome: settlement.outcome,
      prompt_tokens: settlement.promptTokens ?? null,
      completion_tokens: settlement.completionTokens ?? null,
      images: settlement.images ?? null,
      settle_time: at,
      ...(settlement.conversationId === undefined ? {} : { conversation_id: settlement.conversationId }),
    })
    .where('id', '=', usageId)
    .where('settle_time', 'is', null)
    .returning(['user_id', 'kind', 'reserved'])
    .executeTakeFirst();
  if (!usage) return false;
  const refund = usage.reserved - Math.min(settlement.charged, usage.reserved);
  if (refund > 0) {
    await trx
      .updateTable('ai_credits')
      .set((eb) => ({ credits: eb('credits', '+', refund), update_time: at }))
      .where('user_id', '=', usage.user_id)
      .where('kind', '=', usage.kind)
      .execute();
  }
  return true;
}

/** Gives back a request's whole reservation: the endpoint refused it, or nothing came of it. */
export async function refundUsage(db: Db, usageId: number, now: Date): Promise<void> {
  await db.transaction().execute((trx) => settleUsage(trx, usageId, { charged: 0, outcome: 'failed' }, now));
}

/**
 * A request unsettled this long was left by a server that stopped mid-answer: an answer is cut off after
 * AI_ANSWER_MAX_MS, and a picture request takes at most that for the pictures and for fetching each of them.
 */
export const ABANDONED_AFTER_MS = 60 * 60_000;

/** Gives back the reservations of abandoned requests, once each, whichever instance's sweep gets there first. */
export async function refundAbandonedReservations(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString();
  const abandoned = await db
    .selectFrom('ai_usages')
    .select('id')
    .where('settle_time', 'is', null)
    .where('create_time', '<', cutoff)
    .execute();
  let refunded = 0;
  for (const { id } of abandoned) {
    const settled = await db
      .transaction()
      .execute((trx) => settleUsage(trx, id, { charged: 0, outcome: 'failed' }, now));
    if (settled) refunded += 1;
  }
  return refunded;
}
