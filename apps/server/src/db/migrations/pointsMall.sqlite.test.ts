import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { migrateToLatest } from '../migrate';

/** Migration 0028 (ADR 0112): commodities sold for money before it move to the points mall, off sale. */
describe('migration 0028-points-mall', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('moves commodity products to the mall without stock, priced at 5 yuan a point, and takes them off sale', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-0028-'));
    folders.push(folder);
    const handle = openDatabase({ sqliteFile: path.join(folder, 'q.db') });
    try {
      await migrateToLatest(handle.db, '0027-points-ledger');
      const at = '2026-03-10T08:00:00.000Z';
      for (const [kind, name, fen] of [
        ['commodity', 'Stickers', 900],
        ['chatgpt', 'AI chat', 2900],
        ['commodity', 'Hoodie', 19_900],
        ['commodity', 'Pin', 100],
      ] as const) {
        await sql`insert into products (kind, name_zh, name_en, price_fen, enabled, create_time, update_time)
          values (${kind}, ${name}, ${name}, ${fen}, 1, ${at}, ${at})`.execute(handle.db);
      }
      expect(await migrateToLatest(handle.db)).toContain('0028-points-mall');
      const moved = await handle.db
        .selectFrom('commodities')
        .select(['name_en', 'points_price', 'stock', 'on_sale'])
        .orderBy('id')
        .execute();
      expect(moved).toEqual([
        { name_en: 'Stickers', points_price: 1, stock: 0, on_sale: 0 },
        { name_en: 'Hoodie', points_price: 39, stock: 0, on_sale: 0 },
        { name_en: 'Pin', points_price: 1, stock: 0, on_sale: 0 },
      ]);
      const products = await handle.db.selectFrom('products').select(['kind', 'enabled']).orderBy('id').execute();
      expect(products.map((row) => `${row.kind}:${String(row.enabled)}`)).toEqual([
        'commodity:0',
        'chatgpt:1',
        'commodity:0',
        'commodity:0',
      ]);
      await expect(sql`update commodities set stock = -1`.execute(handle.db)).rejects.toThrow(/CHECK/);
    } finally {
      await handle.close();
    }
  });
});
