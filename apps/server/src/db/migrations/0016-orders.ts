import { type Migration, withId } from './kit';

const time = 'varchar(32)';

/**
 * Paid plans and orders (issue 16): the administrators' product catalogue, orders in fen with their status
 * log, what paid orders granted, the points ledger and the user's VIP end time. Orders keep their history
 * when a product is removed, so products are never deleted, only taken off sale.
 */
export const orders: Migration = {
  async up(db) {
    await db.schema.alterTable('users').addColumn('vip_end_time', time).execute();

    await withId(db, db.schema.createTable('products'))
      .addColumn('kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('name_zh', 'varchar(60)', (col) => col.notNull())
      .addColumn('name_en', 'varchar(60)', (col) => col.notNull())
      .addColumn('price_fen', 'integer', (col) => col.notNull())
      .addColumn('months', 'integer')
      .addColumn('credits', 'integer')
      .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();

    await withId(db, db.schema.createTable('orders'))
      .addColumn('order_no', 'varchar(32)', (col) => col.notNull().unique())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_kind', 'varchar(16)', (col) => col.notNull())
      // A versionCode for plans, else products.id.
      .addColumn('product_id', 'integer', (col) => col.notNull())
      .addColumn('product_name', 'varchar(120)', (col) => col.notNull())
      .addColumn('order_type', 'varchar(8)', (col) => col.notNull())
      .addColumn('period', 'varchar(8)')
      .addColumn('months', 'integer')
      .addColumn('credits', 'integer')
      .addColumn('amount_fen', 'integer', (col) => col.notNull())
      .addColumn('status', 'integer', (col) => col.notNull())
      // Set while the order is open: the unique (user_id, open_slot) keeps one open order per product.
      .addColumn('open_slot', 'varchar(40)')
      .addColumn('provider', 'varchar(16)')
      .addColumn('trade_no', 'varchar(64)')
      .addColumn('voucher_key', 'varchar(80)')
      .addColumn('reject_reason', 'varchar(200)')
      .addColumn('expire_time', time, (col) => col.notNull())
      .addColumn('paid_time', time)
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .addUniqueConstraint('orders_user_open_slot', ['user_id', 'open_slot'])
      .execute();
    await db.schema.createIndex('orders_user_status').on('orders').columns(['user_id', 'status']).execute();
    await db.schema.createIndex('orders_status_expire').on('orders').columns(['status', 'expire_time']).execute();

    await withId(db, db.schema.createTable('order_status_log'))
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('from_status', 'integer')
      .addColumn('to_status', 'integer', (col) => col.notNull())
      // Null: the system (expiry sweep, a gateway's notification).
      .addColumn('by_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('note', 'varchar(400)', (col) => col.notNull().defaultTo(''))
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('order_status_log_order').on('order_status_log').column('order_id').execute();

    await withId(db, db.schema.createTable('points_ledger'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('points', 'integer', (col) => col.notNull())
      .addColumn('reason', 'varchar(200)', (col) => col.notNull())
      .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('points_ledger_user').on('points_ledger').column('user_id').execute();

    // What a paid non-plan order granted: a resource membership until end_time, or credits.
    await withId(db, db.schema.createTable('entitlements'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id').onDelete('cascade'))
      .addColumn('credits', 'integer')
      .addColumn('end_time', time)
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('entitlements_user_kind').on('entitlements').columns(['user_id', 'kind']).execute();
  },
};
