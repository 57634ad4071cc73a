import { sql } from 'kysely';
import { type Migration, withId } from './kit';

const time = 'varchar(32)';

/**
 * Issue 34 (ADR 0124): the AI pages. The OpenAI-compatible endpoint a platform administrator saved (one row; without
 * it the AI_* variables serve), each person's chat and image credits (never below 0: a check besides the conditional
 * update that takes them), one usage row per request (what it set aside, then what it cost), and the conversations
 * and pictures people keep. The credits paid orders granted since migration 0016 become the first balances.
 */
export const ai: Migration = {
  async up(db) {
    await db.schema
      .createTable('ai_endpoint')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('base_url', 'varchar(500)', (col) => col.notNull())
      .addColumn('api_key', 'varchar(500)', (col) => col.notNull())
      // A JSON array of model names.
      .addColumn('chat_models', 'text', (col) => col.notNull())
      .addColumn('image_model', 'varchar(100)', (col) => col.notNull())
      .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('ai_credits')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(8)', (col) => col.notNull())
      .addColumn('credits', 'integer', (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('ai_credits_pk', ['user_id', 'kind'])
      .addCheckConstraint('ai_credits_not_negative', sql`credits >= 0`)
      .execute();
    const at = new Date().toISOString();
    await sql`insert into ai_credits (user_id, kind, credits, update_time)
      select user_id, case kind when 'chatgpt' then 'chat' else 'image' end, sum(credits), ${at}
      from entitlements where kind in ('chatgpt', 'midjourney') and credits is not null
      group by user_id, kind`.execute(db);

    await withId(db, db.schema.createTable('ai_conversations'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'varchar(200)', (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('ai_conversations_user')
      .on('ai_conversations')
      .columns(['user_id', 'update_time'])
      .execute();
    await withId(db, db.schema.createTable('ai_messages'))
      .addColumn('conversation_id', 'integer', (col) =>
        col.notNull().references('ai_conversations.id').onDelete('cascade'),
      )
      .addColumn('role', 'varchar(10)', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('status', 'varchar(10)', (col) => col.notNull())
      .addColumn('model', 'varchar(100)')
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('ai_messages_conversation')
      .on('ai_messages')
      .columns(['conversation_id', 'id'])
      .execute();

    await withId(db, db.schema.createTable('ai_usages'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(8)', (col) => col.notNull())
      .addColumn('model', 'varchar(100)', (col) => col.notNull())
      .addColumn('conversation_id', 'integer', (col) => col.references('ai_conversations.id').onDelete('set null'))
      .addColumn('reserved', 'integer', (col) => col.notNull())
      // Null while the request runs; what it finally cost once settled.
      .addColumn('charged', 'integer')
      .addColumn('outcome', 'varchar(10)')
      .addColumn('prompt_tokens', 'integer')
      .addColumn('completion_tokens', 'integer')
      .addColumn('images', 'integer')
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('settle_time', time)
      .execute();
    await db.schema.createIndex('ai_usages_user').on('ai_usages').columns(['user_id', 'id']).execute();
    // The sweep looks for requests left unsettled (a server stopped mid-answer).
    await db.schema
      .createIndex('ai_usages_unsettled')
      .on('ai_usages')
      .column('create_time')
      .where(sql.ref('settle_time'), 'is', null)
      .execute();

    await withId(db, db.schema.createTable('ai_images'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('prompt', 'text', (col) => col.notNull())
      .addColumn('model', 'varchar(100)', (col) => col.notNull())
      .addColumn('storage_key', 'varchar(100)', (col) => col.notNull())
      .addColumn('mime_type', 'varchar(40)', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('ai_images_user').on('ai_images').columns(['user_id', 'id']).execute();
  },
};
