import { type Migration, withId } from './kit';

const time = 'varchar(32)';

/**
 * Issue 31 (ADR 0113): work orders with their thread, timeline and pictures, the support desk's canned answers, and
 * platform roles (the `support` role a platform administrator grants). Personal messages can name a work order.
 */
export const workOrders: Migration = {
  async up(db) {
    await db.schema
      .createTable('platform_roles')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', 'varchar(16)', (col) => col.notNull())
      .addColumn('granted_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('create_time', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('platform_roles_pk', ['user_id', 'role'])
      .execute();

    await withId(db, db.schema.createTable('work_orders'))
      .addColumn('requester_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('assignee_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('title', 'varchar(200)', (col) => col.notNull())
      .addColumn('category', 'varchar(16)', (col) => col.notNull())
      .addColumn('priority', 'varchar(16)', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('close_reason', 'varchar(16)')
      .addColumn('follow_up_of', 'integer', (col) => col.references('work_orders.id').onDelete('set null'))
      .addColumn('first_response_time', time)
      .addColumn('awaiting_since', time)
      .addColumn('complete_time', time)
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('work_orders_requester')
      .on('work_orders')
      .columns(['requester_id', 'status', 'id'])
      .execute();
    // The queue by status (oldest first) and the sweep over orders awaiting confirmation by when they began to.
    await db.schema.createIndex('work_orders_status').on('work_orders').columns(['status', 'id']).execute();
    await db.schema
      .createIndex('work_orders_awaiting')
      .on('work_orders')
      .columns(['status', 'awaiting_since'])
      .execute();
    await db.schema.createIndex('work_orders_created').on('work_orders').column('create_time').execute();

    await withId(db, db.schema.createTable('work_order_messages'))
      .addColumn('work_order_id', 'integer', (col) => col.notNull().references('work_orders.id').onDelete('cascade'))
      .addColumn('author_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('side', 'varchar(16)', (col) => col.notNull())
      .addColumn('internal', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('work_order_messages_order')
      .on('work_order_messages')
      .columns(['work_order_id', 'id'])
      .execute();

    await withId(db, db.schema.createTable('work_order_events'))
      .addColumn('work_order_id', 'integer', (col) => col.notNull().references('work_orders.id').onDelete('cascade'))
      .addColumn('action', 'varchar(16)', (col) => col.notNull())
      .addColumn('from_status', 'varchar(16)')
      .addColumn('to_status', 'varchar(16)', (col) => col.notNull())
      .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('assignee_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('message_id', 'integer', (col) => col.references('work_order_messages.id').onDelete('cascade'))
      .addColumn('follow_up_id', 'integer', (col) => col.references('work_orders.id').onDelete('set null'))
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('work_order_events_order')
      .on('work_order_events')
      .columns(['work_order_id', 'id'])
      .execute();

    await withId(db, db.schema.createTable('work_order_images'))
      .addColumn('uploader_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('work_order_id', 'integer', (col) => col.references('work_orders.id').onDelete('cascade'))
      .addColumn('message_id', 'integer', (col) => col.references('work_order_messages.id').onDelete('cascade'))
      .addColumn('storage_key', 'varchar(64)', (col) => col.notNull())
      .addColumn('mime_type', 'varchar(32)', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('work_order_images_order')
      .on('work_order_images')
      .columns(['work_order_id', 'message_id'])
      .execute();

    await withId(db, db.schema.createTable('canned_answers'))
      .addColumn('locale', 'varchar(8)', (col) => col.notNull())
      .addColumn('title', 'varchar(60)', (col) => col.notNull())
      .addColumn('body', 'varchar(2000)', (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();

    await db.schema
      .alterTable('user_messages')
      .addColumn('work_order_id', 'integer', (col) => col.references('work_orders.id').onDelete('cascade'))
      .execute();
    await db.schema
      .createIndex('user_messages_work_order')
      .on('user_messages')
      .columns(['work_order_id', 'user_id'])
      .execute();
  },
};
