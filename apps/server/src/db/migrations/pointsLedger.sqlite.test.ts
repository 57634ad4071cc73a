import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { migrateToLatest } from '../migrate';

/** Migration 0027 (ADR 0111): the points paid orders earned before it become a ledger with balances. */
describe('migration 0027-points-ledger', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the earlier entries as order entries, each with its balance after, and sets every balance', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-0027-'));
    folders.push(folder);
    const handle = openDatabase({ sqliteFile: path.join(folder, 'q.db') });
    try {
      await migrateToLatest(handle.db, '0026-joining-without-sms');
      const at = '2026-03-10T08:00:00.000Z';
      for (const [id, phone] of [
        [1, '13800000001'],
        [2, '13800000002'],
        [3, '13800000003'],
      ] as const) {
        await sql`insert into users (id, user_name, nick_name, phone, create_time, update_time)
          values (${id}, ${phone}, ${phone}, ${phone}, ${at}, ${at})`.execute(handle.db);
      }
      for (const [userId, points] of [
        [1, 143],
        [2, 13],
        [1, 4],
      ] as const) {
        await sql`insert into points_ledger (user_id, points, reason, create_time)
          values (${userId}, ${points}, 'order', ${at})`.execute(handle.db);
      }
      expect(await migrateToLatest(handle.db)).toContain('0027-points-ledger');
      const ledger = await handle.db
        .selectFrom('points_ledger')
        .select(['user_id', 'points', 'source', 'balance_after'])
        .orderBy('id')
        .execute();
      expect(ledger).toEqual([
        { user_id: 1, points: 143, source: 'order', balance_after: 143 },
        { user_id: 2, points: 13, source: 'order', balance_after: 13 },
        { user_id: 1, points: 4, source: 'order', balance_after: 147 },
      ]);
      const balances = await handle.db.selectFrom('users').select(['id', 'points']).orderBy('id').execute();
      expect(balances).toEqual([
        { id: 1, points: 147 },
        { id: 2, points: 13 },
        { id: 3, points: 0 },
      ]);
    } finally {
      await handle.close();
    }
  });
});
