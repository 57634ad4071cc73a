import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { migrateToLatest } from '../migrate';

/** Migration 0036 (ADR 0124): the AI credits paid orders granted before it become each person's balances. */
describe('migration 0036-ai', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('adds up each person’s chat and drawing credits, leaving memberships out, and keeps balances at 0 or more', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-0036-'));
    folders.push(folder);
    const handle = openDatabase({ sqliteFile: path.join(folder, 'q.db') });
    try {
      await migrateToLatest(handle.db, '0034-demo-sandboxes');
      const at = '2026-11-29T08:00:00.000Z';
      for (const id of [1, 2]) {
        await sql`insert into users (id, user_name, nick_name, create_time, update_time)
          values (${id}, ${`user${String(id)}`}, ${`User ${String(id)}`}, ${at}, ${at})`.execute(handle.db);
      }
      const grants = [
        [1, 'chatgpt', 100, null],
        [1, 'chatgpt', 20, null],
        [1, 'midjourney', 10, null],
        [2, 'resources', null, '2027-11-29T08:00:00.000Z'],
        [2, 'midjourney', 5, null],
      ] as const;
      for (const [index, [userId, kind, credits, endTime]] of grants.entries()) {
        const orderId = index + 1;
        await sql`insert into orders (id, order_no, user_id, product_kind, product_id, product_name, order_type,
            credits, amount_fen, status, expire_time, create_time, update_time)
          values (${orderId}, ${`QL${String(orderId)}`}, ${userId}, ${kind}, 1, 'x', 'new', ${credits}, 100, 1,
            ${at}, ${at}, ${at})`.execute(handle.db);
        await sql`insert into entitlements (user_id, kind, order_id, credits, end_time, create_time)
          values (${userId}, ${kind}, ${orderId}, ${credits}, ${endTime}, ${at})`.execute(handle.db);
      }
      expect(await migrateToLatest(handle.db)).toContain('0036-ai');
      const balances = await handle.db
        .selectFrom('ai_credits')
        .select(['user_id', 'kind', 'credits'])
        .orderBy('user_id')
        .orderBy('kind')
        .execute();
      expect(balances).toEqual([
        { user_id: 1, kind: 'chat', credits: 120 },
        { user_id: 1, kind: 'image', credits: 10 },
        { user_id: 2, kind: 'image', credits: 5 },
      ]);
      await expect(sql`update ai_credits set credits = -1`.execute(handle.db)).rejects.toThrow(/CHECK/);
    } finally {
      await handle.close();
    }
  });
});
