import { sql } from 'kysely';
import { type Migration, withId } from './kit';

const time = 'varchar(32)';

/**
 * Issue 30 (ADR 0112): the points mall's commodities and the orders that redeem them. Stock can never go below 0
 * (a check the database enforces besides the conditional update that takes it). Commodities sold for money before
 * (products of kind `commodity`) move here off sale, with no stock, priced at the rate points are earned (5 yuan a
 * point, at least 1), for an administrator to review; their product rows stay, off sale, for their orders.
 */
export const pointsMall: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('commodities'))
      .addColumn('name_zh', 'varchar(60)', (col) => col.notNull())
      .addColumn('name_en', 'varchar(60)', (col) => col.notNull())
      .addColumn('description_zh', 'varchar(500)', (col) => col.notNull().defaultTo(''))
      .addColumn('description_en', 'varchar(500)', (col) => col.notNull().defaultTo(''))
      .addColumn('points_price', 'integer', (col) => col.notNull())
      .addColumn('stock', 'integer', (col) => col.notNull().defaultTo(0))
      // Items redeemed so far: stock and sold move together in the redemption's update.
      .addColumn('sold', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('on_sale', 'integer', (col) => col.notNull().defaultTo(0))
      // The stored picture's generated name (http/storedImage.ts), '' until an administrator uploads one.
      .addColumn('image', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .addCheckConstraint('commodities_stock_not_negative', sql`stock >= 0`)
      .addCheckConstraint('commodities_price_positive', sql`points_price > 0`)
      .execute();
    await db.schema.createIndex('commodities_on_sale').on('commodities').columns(['on_sale', 'points_price']).execute();

    await withId(db, db.schema.createTable('points_orders'))
      .addColumn('order_no', 'varchar(32)', (col) => col.notNull().unique())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('commodity_id', 'integer', (col) => col.notNull().references('commodities.id'))
      // The commodity's name when redeemed, in the buyer's language: a later edit does not rewrite the order.
      .addColumn('commodity_name', 'varchar(60)', (col) => col.notNull())
      .addColumn('quantity', 'integer', (col) => col.notNull())
      .addColumn('points', 'integer', (col) => col.notNull())
      .addColumn('recipient', 'varchar(30)', (col) => col.notNull())
      .addColumn('phone', 'varchar(20)', (col) => col.notNull())
      .addColumn('address', 'varchar(200)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('carrier', 'varchar(30)')
      .addColumn('tracking_no', 'varchar(60)')
      .addColumn('shipped_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('shipped_time', time)
      .addColumn('received_time', time)
      .addColumn('received_by', 'varchar(8)')
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('points_orders_user').on('points_orders').columns(['user_id', 'id']).execute();
    // The administrators' list by status and the auto-receipt sweep over shipped orders by shipping time.
    await db.schema
      .createIndex('points_orders_status')
      .on('points_orders')
      .columns(['status', 'shipped_time', 'id'])
      .execute();

    await sql`insert into commodities
        (name_zh, name_en, points_price, stock, on_sale, create_time, update_time)
      select name_zh, name_en, case when price_fen >= 500 then price_fen / 500 else 1 end, 0, 0,
        create_time, update_time
      from products where kind = 'commodity' order by id`.execute(db);
    await sql`update products set enabled = 0 where kind = 'commodity'`.execute(db);
  },
};
