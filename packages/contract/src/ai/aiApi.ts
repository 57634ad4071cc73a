import { productPath } from '../transport';
import type { AiCreditKind } from './rules';

const path = (name: string) => productPath(`ai/${name}`);

/**
 * The AI pages' calls (issue 34, ADR 0124). Everyone signed in reads the status and their own conversations and
 * pictures (another person's answer 404); the endpoint's settings are the platform administrator's. No zod here: the
 * pages read these without the schema library (ADR 0091).
 */
export const AI_PATHS = {
  /** GET: `data` = AiStatus for the caller. */
  status: path('status'),
  /**
   * POST AiChatInput: an answer streamed as NDJSON (`application/x-ndjson`, one AiChatEvent a line). A refusal before
   * the endpoint answers (no endpoint, no credits, someone else's conversation, the endpoint's own refusal) is the
   * usual JSON envelope instead.
   */
  chat: path('chat'),
  /** GET: `rows` of the caller's AiConversationRow, most recently used first. */
  conversations: path('conversations'),
  /** GET /{id}: `data` = AiConversationDetail. */
  conversation: (conversationId: number) => path(`conversation/${String(conversationId)}`),
  /** POST { conversationId, title }: `data` = AiConversationRow. */
  renameConversation: path('conversation/rename'),
  /** POST { conversationId }: the conversation and its messages go. */
  removeConversation: path('conversation/remove'),
  /** POST AiImageInput: `data` = AiImageAnswer (the endpoint answers whole; allow it minutes). */
  generateImages: path('image/generate'),
  /** GET: `rows` of the caller's AiImageRow, newest first. */
  images: path('images'),
  /** GET: the picture, to its owner only (the session cookie is enough, so an <img> shows it). */
  imageFile: (imageId: number) => path(`image/${String(imageId)}`),
  /** POST { imageId }: the picture and its file go. */
  removeImage: path('image/remove'),
  /** Platform administrators: GET `data` = AiEndpointView; PUT AiEndpointInput; DELETE returns to the environment's. */
  endpoint: path('admin/endpoint'),
  /** Platform administrators: POST AiEndpointInput: `data` = AiEndpointCheck (the models the endpoint lists). */
  checkEndpoint: path('admin/endpoint/check'),
} as const;

/** A person's balances; null on a self-hosted installation, where AI use is not metered (ADR 0124). */
export type AiCredits = Record<AiCreditKind, number>;

export interface AiStatus {
  /** The chat models the administrator offers; empty when chat is not set up. */
  chatModels: string[];
  /** The image model; null when images are not set up. */
  imageModel: string | null;
  credits: AiCredits | null;
}

export type AiMessageRole = 'user' | 'assistant';
/**
 * `complete`: the endpoint finished; `length`: it stopped at the answer's token limit; `cutOff`: the answer ended
 * before the endpoint said it was done (the connection closed, or it went quiet past the time-out).
 */
export type AiMessageStatus = 'complete' | 'length' | 'cutOff';

export interface AiMessage {
  messageId: number;
  role: AiMessageRole;
  content: string;
  status: AiMessageStatus;
  /** The chat model that wrote an answer; null on the person's own prompts. */
  model: string | null;
  createTime: string;
}

export interface AiConversationRow {
  conversationId: number;
  title: string;
  createTime: string;
  updateTime: string;
}

export interface AiConversationDetail extends AiConversationRow {
  messages: AiMessage[];
}

/** One line of the chat stream. */
export type AiChatEvent =
  /** The prompt is kept (in a new conversation, or the one named); the answer follows. */
  | { type: 'start'; conversation: AiConversationRow; prompt: AiMessage; reserved: number }
  | { type: 'delta'; text: string }
  /** The answer as kept, what it cost and the balance after; the last line. */
  | { type: 'end'; answer: AiMessage; charged: number; credits: AiCredits | null };

export interface AiImageRow {
  imageId: number;
  prompt: string;
  model: string;
  /** The picture's address under /prod-api (GET, the session cookie suffices). */
  url: string;
  createTime: string;
}

export interface AiImageAnswer {
  images: AiImageRow[];
  charged: number;
  credits: AiCredits | null;
}

/** Where the endpoint's settings come from: saved by an administrator, the server's AI_* variables, or nowhere. */
export type AiEndpointSource = 'saved' | 'environment' | 'none';

/** The endpoint as the settings panel shows it: never the key itself. */
export interface AiEndpointView {
  source: AiEndpointSource;
  baseUrl: string;
  /** The key's first and last characters (maskKey); empty when none is set. */
  keyHint: string;
  chatModels: string[];
  imageModel: string;
}

export interface AiEndpointCheck {
  /** The model ids the endpoint's GET /models lists. */
  models: string[];
}
