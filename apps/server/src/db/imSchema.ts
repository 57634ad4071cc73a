import type { ImConversationKind } from '@questline/contract';
import type { Generated } from 'kysely';

/** Migration 0039 (issue 33, ADRs 0131-0132): the built-in chat. */
export interface ImConversationTable {
  id: Generated<number>;
  kind: ImConversationKind;
  /** A group's name; empty for direct and project conversations, which take their names from people and projects. */
  name: Generated<string>;
  /** The project of a project conversation: one per project, removed with it. */
  project_id: number | null;
  /** `a:b` (smaller id first) of a direct conversation: one per pair. */
  direct_key: string | null;
  creator_id: number | null;
  /** The newest message, kept with each send so the list sorts and previews without reading messages. */
  last_message_id: number | null;
  last_message_time: string | null;
  create_time: string;
  update_time: string;
}

/** The people of a direct or group conversation; a project's are its members. */
export interface ImMemberTable {
  conversation_id: number;
  user_id: number;
  role: 'owner' | 'member';
  join_time: string;
}

export interface ImReadMarkTable {
  conversation_id: number;
  user_id: number;
  last_read_id: Generated<number>;
  update_time: string;
}

export interface ImMessageTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  /** The sender's own id for the message, unique per sender: a repeated send finds the first. */
  client_id: string;
  /** Sanitised markup; empty once deleted. */
  body: string;
  /** The text a person reads, for search and previews; empty once deleted. */
  plain_text: string;
  reply_to_id: number | null;
  /** JSON ImIssueRef[]: the `#n` the sender could see when sending. */
  issue_refs: Generated<string>;
  /** JSON number[]: the people mentioned. */
  mentions: Generated<string>;
  edit_time: string | null;
  delete_time: string | null;
  create_time: string;
}

export interface ImFileTable {
  id: Generated<number>;
  conversation_id: number;
  /** null: uploaded, waiting for the message that sends it. */
  message_id: number | null;
  uploader_id: number;
  storage_key: string;
  file_name: string;
  kind: 'image' | 'video' | 'file';
  mime_type: string;
  size: number | string;
  create_time: string;
}

export interface ImReactionTable {
  message_id: number;
  user_id: number;
  emoji: string;
  create_time: string;
}

/** A messaging token (spec point 7 getImToken): hashes only; it works while its session does. */
export interface ImTokenTable {
  id: Generated<number>;
  user_id: number;
  session_id: number;
  access_hash: string;
  refresh_hash: string;
  access_expire_time: string;
  /** Set when its refresh token was spent: a refresh token works once. */
  refresh_use_time: string | null;
  create_time: string;
}

export interface ImTables {
  im_conversations: ImConversationTable;
  im_members: ImMemberTable;
  im_read_marks: ImReadMarkTable;
  im_messages: ImMessageTable;
  im_files: ImFileTable;
  im_reactions: ImReactionTable;
  im_tokens: ImTokenTable;
}
