import { sql } from 'kysely';
import { type Migration, isPostgres, withId } from './kit';

const time = 'varchar(32)';

/**
 * Issue 33 (ADRs 0131-0132, docs/DOMAIN.md "Messaging"): the built-in chat. A conversation is direct (one per pair,
 * `direct_key`), a group (its people in `im_members`) or a project's (one per project; its people are the project's,
 * read from `project_users`, so joining and leaving need no row here). Messages carry the sender's `client_id`, unique
 * per sender, so a send repeated on a flaky network writes one message. Read marks are per person and conversation.
 * Messaging tokens (getImToken) keep only their hashes and end with the session they came from.
 *
 * Search is migration 0037's approach: an FTS5 trigram table kept by triggers on SQLite, a pg_trgm GIN index over
 * the same lower-cased text on PostgreSQL.
 */
export const messaging: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('im_conversations'))
      .addColumn('kind', 'varchar(10)', (col) => col.notNull())
      .addColumn('name', 'varchar(100)', (col) => col.notNull().defaultTo(''))
      .addColumn('project_id', 'integer', (col) => col.unique().references('projects.id').onDelete('cascade'))
      .addColumn('direct_key', 'varchar(40)', (col) => col.unique())
      .addColumn('creator_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('last_message_id', 'integer')
      .addColumn('last_message_time', time)
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('im_members')
      .addColumn('conversation_id', 'integer', (col) =>
        col.notNull().references('im_conversations.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', 'varchar(10)', (col) => col.notNull())
      .addColumn('join_time', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('im_members_pk', ['conversation_id', 'user_id'])
      .execute();
    await db.schema.createIndex('im_members_user').on('im_members').columns(['user_id']).execute();

    await db.schema
      .createTable('im_read_marks')
      .addColumn('conversation_id', 'integer', (col) =>
        col.notNull().references('im_conversations.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('last_read_id', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('update_time', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('im_read_marks_pk', ['conversation_id', 'user_id'])
      .execute();

    await withId(db, db.schema.createTable('im_messages'))
      .addColumn('conversation_id', 'integer', (col) =>
        col.notNull().references('im_conversations.id').onDelete('cascade'),
      )
      .addColumn('sender_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('client_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('plain_text', 'text', (col) => col.notNull())
      .addColumn('reply_to_id', 'integer', (col) => col.references('im_messages.id').onDelete('set null'))
      .addColumn('issue_refs', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('mentions', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('edit_time', time)
      .addColumn('delete_time', time)
      .addColumn('create_time', time, (col) => col.notNull())
      .addUniqueConstraint('im_messages_client', ['sender_id', 'client_id'])
      .execute();
    await db.schema
      .createIndex('im_messages_conversation')
      .on('im_messages')
      .columns(['conversation_id', 'id'])
      .execute();

    await withId(db, db.schema.createTable('im_files'))
      .addColumn('conversation_id', 'integer', (col) =>
        col.notNull().references('im_conversations.id').onDelete('cascade'),
      )
      .addColumn('message_id', 'integer', (col) => col.references('im_messages.id').onDelete('cascade'))
      .addColumn('uploader_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('storage_key', 'varchar(100)', (col) => col.notNull())
      .addColumn('file_name', 'varchar(255)', (col) => col.notNull())
      .addColumn('kind', 'varchar(10)', (col) => col.notNull())
      .addColumn('mime_type', 'varchar(100)', (col) => col.notNull())
      .addColumn('size', 'bigint', (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('im_files_message').on('im_files').columns(['message_id']).execute();
    await db.schema.createIndex('im_files_pending').on('im_files').columns(['create_time']).execute();

    await db.schema
      .createTable('im_reactions')
      .addColumn('message_id', 'integer', (col) => col.notNull().references('im_messages.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('emoji', 'varchar(16)', (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('im_reactions_pk', ['message_id', 'user_id', 'emoji'])
      .execute();

    await withId(db, db.schema.createTable('im_tokens'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('session_id', 'integer', (col) => col.notNull().references('sessions.id').onDelete('cascade'))
      .addColumn('access_hash', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('refresh_hash', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('access_expire_time', time, (col) => col.notNull())
      .addColumn('refresh_use_time', time)
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('im_tokens_expire').on('im_tokens').columns(['access_expire_time']).execute();

    if (isPostgres(db)) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index im_message_search on im_messages using gin (lower(plain_text) gin_trgm_ops)`.execute(db);
      return;
    }
    await sql`create virtual table im_message_search using fts5(body, tokenize = 'trigram')`.execute(db);
    await sql`create trigger im_message_search_insert after insert on im_messages begin
        delete from im_message_search where rowid = new.id;
        insert into im_message_search (rowid, body) values (new.id, new.plain_text);
      end`.execute(db);
    await sql`create trigger im_message_search_update after update of plain_text on im_messages begin
        delete from im_message_search where rowid = old.id;
        insert into im_message_search (rowid, body) values (new.id, new.plain_text);
      end`.execute(db);
    await sql`create trigger im_message_search_delete after delete on im_messages begin
        delete from im_message_search where rowid = old.id;
      end`.execute(db);
  },
};
