import { type Migration, withId } from './kit';

const time = 'varchar(32)';

/**
 * Invoices of paid orders (issue 16, spec points 3 and 5): one per order, its fields as the buyer gave
 * them, the status (applied, invoicing, shipped) and the tracking number, and every change with who and when.
 * Byte limits are checked by the contract; the columns leave room for them in characters.
 */
export const invoices: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('invoices'))
      .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('company_name', 'varchar(50)', (col) => col.notNull())
      .addColumn('tax_number', 'varchar(30)', (col) => col.notNull())
      .addColumn('registered_address', 'varchar(100)', (col) => col.notNull())
      .addColumn('phone', 'varchar(30)', (col) => col.notNull())
      .addColumn('bank', 'varchar(150)', (col) => col.notNull())
      .addColumn('account', 'varchar(60)', (col) => col.notNull())
      .addColumn('contact', 'varchar(60)', (col) => col.notNull())
      .addColumn('shipping_address', 'varchar(200)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('tracking_no', 'varchar(60)')
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('invoices_status').on('invoices').columns(['status', 'create_time']).execute();
    await db.schema.createIndex('invoices_user').on('invoices').column('user_id').execute();

    await withId(db, db.schema.createTable('invoice_status_log'))
      .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
      .addColumn('from_status', 'varchar(16)')
      .addColumn('to_status', 'varchar(16)', (col) => col.notNull())
      .addColumn('by_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('note', 'varchar(100)', (col) => col.notNull().defaultTo(''))
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('invoice_status_log_invoice').on('invoice_status_log').column('invoice_id').execute();
  },
};
