import type { Generated } from 'kysely';
import type { AssignableKnowledgeRole, DocumentStatus, KnowledgeCover, KnowledgeRole } from '@questline/contract';

/** Issue 15's tables (migration 0012-knowledge-base); instants are ISO-8601 UTC text. */

export interface KnowledgeBaseTable {
  id: Generated<number>;
  name: string;
  remark: Generated<string>;
  cover: KnowledgeCover;
  project_id: number | null;
  owner_id: number;
  create_time: string;
  update_time: string;
}

export interface KnowledgeMemberTable {
  id: Generated<number>;
  kb_id: number;
  user_id: number;
  role: KnowledgeRole;
  create_time: string;
  update_time: string;
}

/** An invitation link: whoever follows it while it lives joins with `role`. */
export interface KnowledgeInviteTable {
  id: Generated<number>;
  kb_id: number;
  code: string;
  role: AssignableKnowledgeRole;
  create_by: number;
  expire_time: string | null;
  revoke_time: string | null;
  create_time: string;
}

export interface KnowledgeFolderTable {
  id: Generated<number>;
  kb_id: number;
  parent_id: number | null;
  name: string;
  sort: Generated<number>;
  create_time: string;
  update_time: string;
}

export interface KnowledgeDocumentTable {
  id: Generated<number>;
  kb_id: number;
  folder_id: number | null;
  title: string;
  /** Sanitised HTML. */
  content: string;
  /** The text a person reads, for search and its snippets. */
  plain_text: string;
  status: DocumentStatus;
  sort: Generated<number>;
  creator_id: number;
  updater_id: number;
  publish_time: string | null;
  create_time: string;
  update_time: string;
}

/** One saved state of a document; saves by one person close together update the latest one. */
export interface KnowledgeVersionTable {
  id: Generated<number>;
  document_id: number;
  title: string;
  content: string;
  editor_id: number;
  create_time: string;
  update_time: string;
}

export interface KnowledgeCommentTable {
  id: Generated<number>;
  document_id: number;
  user_id: number;
  content: string;
  create_time: string;
}

export interface KnowledgeTemplateTable {
  id: Generated<number>;
  kb_id: number;
  name: string;
  content: string;
  create_by: number;
  create_time: string;
}

/** A public link to one document or one folder; exactly one of the two ids is set. */
export interface KnowledgeShareTable {
  id: Generated<number>;
  kb_id: number;
  document_id: number | null;
  folder_id: number | null;
  token: string;
  password_hash: string | null;
  create_by: number;
  expire_time: string | null;
  revoke_time: string | null;
  create_time: string;
}

/** An image pasted or uploaded into a document of the space; the file is in the attachment storage. */
export interface KnowledgeImageTable {
  id: Generated<number>;
  kb_id: number;
  uploader_id: number;
  storage_key: string;
  file_name: string;
  mime_type: string;
  size: number;
  create_time: string;
}

/** SQLite only: the FTS5 trigram index, rowid = document id. */
export interface KnowledgeSearchTable {
  rowid: number;
  title: string;
  body: string;
}

export interface KnowledgeTables {
  knowledge_bases: KnowledgeBaseTable;
  knowledge_members: KnowledgeMemberTable;
  knowledge_invites: KnowledgeInviteTable;
  knowledge_folders: KnowledgeFolderTable;
  knowledge_documents: KnowledgeDocumentTable;
  knowledge_versions: KnowledgeVersionTable;
  knowledge_comments: KnowledgeCommentTable;
  knowledge_templates: KnowledgeTemplateTable;
  knowledge_shares: KnowledgeShareTable;
  knowledge_search: KnowledgeSearchTable;
  knowledge_images: KnowledgeImageTable;
}
