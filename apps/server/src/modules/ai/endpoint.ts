import {
  type AiEndpointSource,
  type AiEndpointView,
  type AiStatus,
  type aiEndpointBody,
  maskKey,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';

type Db = Kysely<Database>;

/** The OpenAI-compatible endpoint in effect (ADR 0124); its key never leaves the server. */
export interface AiEndpoint {
  source: AiEndpointSource;
  /** With the version path, without a trailing slash: calls go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  apiKey: string;
  chatModels: string[];
  imageModel: string;
}

/** The one row an administrator saves. */
const ROW_ID = 1;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

function fromEnvironment(config: Config['ai']): AiEndpoint {
  return {
    source: config.baseUrl === '' ? 'none' : 'environment',
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    chatModels: config.chatModels,
    imageModel: config.imageModel,
  };
}

function modelList(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((model): model is string => typeof model === 'string') : [];
}

/** What an administrator saved, else the AI_* variables; one primary-key read per request. */
export async function currentEndpoint(db: Db, config: Config['ai']): Promise<AiEndpoint> {
  const row = await db.selectFrom('ai_endpoint').selectAll().where('id', '=', ROW_ID).executeTakeFirst();
  if (!row) return fromEnvironment(config);
  return {
    source: 'saved',
    baseUrl: row.base_url,
    apiKey: row.api_key,
    chatModels: modelList(row.chat_models),
    imageModel: row.image_model,
  };
}

export function presentEndpoint(endpoint: AiEndpoint): AiEndpointView {
  return {
    source: endpoint.source,
    baseUrl: endpoint.baseUrl,
    keyHint: maskKey(endpoint.apiKey),
    chatModels: endpoint.chatModels,
    imageModel: endpoint.imageModel,
  };
}

/** What the pages offer: the chat models and the image model of an endpoint that has an address. */
export function offered(endpoint: AiEndpoint): Pick<AiStatus, 'chatModels' | 'imageModel'> {
  const usable = endpoint.baseUrl !== '';
  return {
    chatModels: usable ? endpoint.chatModels : [],
    imageModel: usable && endpoint.imageModel !== '' ? endpoint.imageModel : null,
  };
}

/** The endpoint a chat may use with `model`, or the refusal a person can act on. */
export function chatEndpoint(endpoint: AiEndpoint, model: string): AiEndpoint {
  const { chatModels } = offered(endpoint);
  if (chatModels.length === 0) throw failure('aiChatNotConfigured');
  if (!chatModels.includes(model)) throw failure('aiModelUnknown', { model });
  return endpoint;
}

/** The settings as the form sent them; an empty key keeps the key in effect now (it is never shown to be re-typed). */
export function endpointFrom(input: z.infer<typeof aiEndpointBody>, current: AiEndpoint): AiEndpoint {
  return {
    source: 'saved',
    baseUrl: withoutTrailingSlash(input.baseUrl),
    apiKey: input.apiKey === '' ? current.apiKey : input.apiKey,
    chatModels: input.chatModels,
    imageModel: input.imageModel,
  };
}

export async function saveEndpoint(
  db: Db,
  options: { endpoint: AiEndpoint; userId: number; now: Date },
): Promise<AiEndpointView> {
  const { endpoint } = options;
  const values = {
    base_url: endpoint.baseUrl,
    api_key: endpoint.apiKey,
    chat_models: JSON.stringify(endpoint.chatModels),
    image_model: endpoint.imageModel,
    updated_by: options.userId,
    update_time: options.now.toISOString(),
  };
  await db
    .insertInto('ai_endpoint')
    .values({ id: ROW_ID, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
  return presentEndpoint(endpoint);
}

/** Forgets what was saved: the AI_* variables serve again. */
export async function resetEndpoint(db: Db, config: Config['ai']): Promise<AiEndpointView> {
  await db.deleteFrom('ai_endpoint').where('id', '=', ROW_ID).execute();
  return presentEndpoint(fromEnvironment(config));
}
