import type { AiCreditKind, AiMessageRole, AiMessageStatus } from '@questline/contract';
import type { Generated } from 'kysely';

/** Migration 0036 (issue 34, ADR 0124): the endpoint an administrator saved; one row, id 1. */
export interface AiEndpointTable {
  id: number;
  base_url: string;
  api_key: string;
  /** A JSON array of model names. */
  chat_models: string;
  image_model: string;
  updated_by: number | null;
  update_time: string;
}

/** A person's balance of one kind; never below 0 (a check and the conditional update that takes it). */
export interface AiCreditTable {
  user_id: number;
  kind: AiCreditKind;
  credits: number;
  update_time: string;
}

/** What one request set aside, then what it cost once settled. */
export interface AiUsageTable {
  id: Generated<number>;
  user_id: number;
  kind: AiCreditKind;
  model: string;
  conversation_id: number | null;
  reserved: number;
  /** Null while the request runs. */
  charged: number | null;
  /** An answer's AiMessageStatus, or `failed` when the endpoint gave nothing. */
  outcome: AiMessageStatus | 'failed' | null;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  images: number | null;
  create_time: string;
  settle_time: string | null;
}

export interface AiConversationTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  create_time: string;
  update_time: string;
}

export interface AiMessageTable {
  id: Generated<number>;
  conversation_id: number;
  role: AiMessageRole;
  content: string;
  status: AiMessageStatus;
  model: string | null;
  create_time: string;
}

/** A generated picture, kept in the file storage's `aiImages` area and shown to its owner only. */
export interface AiImageTable {
  id: Generated<number>;
  user_id: number;
  prompt: string;
  model: string;
  storage_key: string;
  mime_type: string;
  size: number;
  create_time: string;
}

export interface AiTables {
  ai_endpoint: AiEndpointTable;
  ai_credits: AiCreditTable;
  ai_usages: AiUsageTable;
  ai_conversations: AiConversationTable;
  ai_messages: AiMessageTable;
  ai_images: AiImageTable;
}
