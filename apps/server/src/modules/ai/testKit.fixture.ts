import {
  AI_CREDIT_KINDS,
  AI_PATHS,
  type AiChatEvent,
  type AiChatInput,
  type AiCreditKind,
  type AiCredits,
  FINANCE_PATHS,
} from '@questline/contract';
import { expect } from 'vitest';
import type { Answer } from '../../test/api';
import { type SignedInPerson, peopleKit } from '../../test/people';
import type { TestServer } from '../../test/server';
import { settleOrderPaid } from '../finance/settleOrder';

export type AiPerson = SignedInPerson;

/** What POST ai/chat answered: the NDJSON lines of a streamed answer, or the envelope of a refusal. */
export interface ChatAnswer {
  events: AiChatEvent[];
  envelope: Answer | null;
}

/** The answer's text as the browser put it together from the `delta` lines. */
export function streamedText(events: readonly AiChatEvent[]): string {
  return events.map((event) => (event.type === 'delta' ? event.text : '')).join('');
}

export function endOf(events: readonly AiChatEvent[]): Extract<AiChatEvent, { type: 'end' }> {
  const end = events.at(-1);
  if (end?.type !== 'end') throw new Error(`the stream did not end with its last line: ${JSON.stringify(end)}`);
  return end;
}

/** People, paid credits and chat calls for the AI tests, through the real calls. */
export function aiKit(server: TestServer) {
  const { call, person, admin } = peopleKit(server, () => new Date());
  const db = server.database.db;
  const products = new Map<string, number>();

  async function productFor(kind: AiCreditKind, credits: number): Promise<number> {
    const key = `${kind}:${String(credits)}`;
    const known = products.get(key);
    if (known !== undefined) return known;
    const added = await call<{ productId: number }>('POST', FINANCE_PATHS.products, {
      token: (await admin()).token,
      payload: {
        kind: kind === 'chat' ? 'chatgpt' : 'midjourney',
        nameZh: `AI ${String(credits)} 次`,
        nameEn: `AI x${String(credits)}`,
        priceFen: 100 * credits,
        credits,
      },
    });
    expect(added.code).toBe(200);
    products.set(key, added.data.productId);
    return added.data.productId;
  }

  return {
    call,
    person,
    admin,
    /** Credits bought as a person buys them: an order of an AI product, paid as a gateway's notification settles it. */
    async buy(buyer: AiPerson, kind: AiCreditKind, credits: number): Promise<void> {
      const productId = await productFor(kind, credits);
      const placed = await call<{ orderId: number; amountFen: number }>('POST', FINANCE_PATHS.addCreditsOrder, {
        token: buyer.token,
        payload: { productId },
      });
      expect(placed.code).toBe(200);
      const { orderId, amountFen } = placed.data;
      const outcome = await db.transaction().execute((trx) =>
        settleOrderPaid(trx, {
          orderId,
          provider: 'alipay',
          tradeNo: `T${String(orderId)}`,
          amountFen,
          by: null,
          now: new Date(),
        }),
      );
      expect(outcome).toBe('settled');
    },
    async chat(token: string, payload: AiChatInput, language: 'en-US' | 'zh-CN' = 'en-US'): Promise<ChatAnswer> {
      const response = await server.app.inject({
        method: 'POST',
        url: `/prod-api${AI_PATHS.chat}`,
        headers: { authorization: `Bearer ${token}`, language },
        payload,
      });
      if (!String(response.headers['content-type']).startsWith('application/x-ndjson')) {
        return { events: [], envelope: response.json<Answer>() };
      }
      const events = response.body
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as AiChatEvent);
      return { events, envelope: null };
    },
    /**
     * A person's balances, each held to what paid orders granted less what requests spent (settled: their charge;
     * still running: what they set aside), and never below zero (ADR 0124).
     */
    async credits(userId: number): Promise<AiCredits> {
      const [balances, granted, usages] = await Promise.all([
        db.selectFrom('ai_credits').select(['kind', 'credits']).where('user_id', '=', userId).execute(),
        db
          .selectFrom('entitlements')
          .select(['kind', 'credits'])
          .where('user_id', '=', userId)
          .where('kind', 'in', ['chatgpt', 'midjourney'])
          .execute(),
        db.selectFrom('ai_usages').select(['kind', 'reserved', 'charged']).where('user_id', '=', userId).execute(),
      ]);
      const credits: AiCredits = { chat: 0, image: 0 };
      for (const kind of AI_CREDIT_KINDS) {
        const balance = balances.find((row) => row.kind === kind)?.credits ?? 0;
        const bought = granted
          .filter((row) => (row.kind === 'chatgpt' ? 'chat' : 'image') === kind)
          .reduce((sum, row) => sum + (row.credits ?? 0), 0);
        const spent = usages
          .filter((row) => row.kind === kind)
          .reduce((sum, row) => sum + (row.charged ?? row.reserved), 0);
        expect(balance, kind).toBeGreaterThanOrEqual(0);
        expect(balance, kind).toBe(bought - spent);
        credits[kind] = balance;
      }
      return credits;
    },
  };
}
