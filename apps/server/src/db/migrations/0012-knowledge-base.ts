import { sql } from 'kysely';
import { type Migration, isPostgres, withId } from './kit';

const time = 'varchar(32)';

/**
 * Issue 15: knowledge bases (spaces), their members and invitation links, the folder tree, documents with
 * versions and comments, images pasted into documents, team templates and public shares. Deleting a space takes everything in it;
 * deleting a folder with children is refused by the service (spec point 8), the `restrict` keys only guard
 * what the service did not expect. Search: an FTS5 trigram table on SQLite (Chinese needs no word
 * splitting), a pg_trgm index on PostgreSQL (ADR 0042).
 */
export const knowledgeBase: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('knowledge_bases'))
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('remark', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('cover', 'varchar(16)', (col) => col.notNull().defaultTo('blue'))
      .addColumn('project_id', 'integer', (col) => col.references('projects.id').onDelete('set null'))
      .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();

    await withId(db, db.schema.createTable('knowledge_members'))
      .addColumn('kb_id', 'integer', (col) => col.notNull().references('knowledge_bases.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', 'varchar(16)', (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .addUniqueConstraint('knowledge_members_kb_user', ['kb_id', 'user_id'])
      .execute();
    await db.schema.createIndex('knowledge_members_user_id').on('knowledge_members').column('user_id').execute();

    await withId(db, db.schema.createTable('knowledge_invites'))
      .addColumn('kb_id', 'integer', (col) => col.notNull().references('knowledge_bases.id').onDelete('cascade'))
      .addColumn('code', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('role', 'varchar(16)', (col) => col.notNull())
      .addColumn('create_by', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expire_time', time)
      .addColumn('revoke_time', time)
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();

    await withId(db, db.schema.createTable('knowledge_folders'))
      .addColumn('kb_id', 'integer', (col) => col.notNull().references('knowledge_bases.id').onDelete('cascade'))
      .addColumn('parent_id', 'integer', (col) => col.references('knowledge_folders.id').onDelete('cascade'))
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('knowledge_folders_kb_id').on('knowledge_folders').column('kb_id').execute();

    await withId(db, db.schema.createTable('knowledge_documents'))
      .addColumn('kb_id', 'integer', (col) => col.notNull().references('knowledge_bases.id').onDelete('cascade'))
      .addColumn('folder_id', 'integer', (col) => col.references('knowledge_folders.id').onDelete('cascade'))
      .addColumn('title', 'varchar(800)', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('plain_text', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('creator_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('updater_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('publish_time', time)
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('knowledge_documents_kb_folder')
      .on('knowledge_documents')
      .columns(['kb_id', 'folder_id'])
      .execute();

    await withId(db, db.schema.createTable('knowledge_versions'))
      .addColumn('document_id', 'integer', (col) =>
        col.notNull().references('knowledge_documents.id').onDelete('cascade'),
      )
      .addColumn('title', 'varchar(800)', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('editor_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('knowledge_versions_document_id')
      .on('knowledge_versions')
      .column('document_id')
      .execute();

    await withId(db, db.schema.createTable('knowledge_comments'))
      .addColumn('document_id', 'integer', (col) =>
        col.notNull().references('knowledge_documents.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('knowledge_comments_document_id')
      .on('knowledge_comments')
      .column('document_id')
      .execute();

    await withId(db, db.schema.createTable('knowledge_templates'))
      .addColumn('kb_id', 'integer', (col) => col.notNull().references('knowledge_bases.id').onDelete('cascade'))
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('create_by', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();

    await withId(db, db.schema.createTable('knowledge_shares'))
      .addColumn('kb_id', 'integer', (col) => col.notNull().references('knowledge_bases.id').onDelete('cascade'))
      .addColumn('document_id', 'integer', (col) => col.references('knowledge_documents.id').onDelete('cascade'))
      .addColumn('folder_id', 'integer', (col) => col.references('knowledge_folders.id').onDelete('cascade'))
      .addColumn('token', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('password_hash', 'varchar(200)')
      .addColumn('create_by', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('expire_time', time)
      .addColumn('revoke_time', time)
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('knowledge_shares_kb_id').on('knowledge_shares').column('kb_id').execute();

    await withId(db, db.schema.createTable('knowledge_images'))
      .addColumn('kb_id', 'integer', (col) => col.notNull().references('knowledge_bases.id').onDelete('cascade'))
      .addColumn('uploader_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('storage_key', 'varchar(200)', (col) => col.notNull())
      .addColumn('file_name', 'varchar(400)', (col) => col.notNull())
      .addColumn('mime_type', 'varchar(100)', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('knowledge_images_kb_id').on('knowledge_images').column('kb_id').execute();

    if (isPostgres(db)) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index knowledge_documents_search on knowledge_documents
        using gin (lower(title || ' ' || plain_text) gin_trgm_ops)`.execute(db);
    } else {
      await sql`create virtual table knowledge_search using fts5(title, body, tokenize = 'trigram')`.execute(db);
    }
  },
};
