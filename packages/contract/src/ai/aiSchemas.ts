import { z } from 'zod';
import type { MessageKey } from '../messages';
import { recordId as id } from '../recordId';
import {
  AI_CHAT_MODELS_MAX,
  AI_CONVERSATION_TITLE_MAX,
  AI_IMAGES_PER_REQUEST_MAX,
  AI_MODEL_NAME_MAX,
  AI_PROMPT_MAX_CHARS,
} from './rules';

/** Text a person must give: after trimming, not empty (the field's own message) and at most `max` characters. */
const required = (max: number, messageKey: MessageKey) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value.length > 0, { params: { messageKey } });

const prompt = required(AI_PROMPT_MAX_CHARS, 'aiPromptRequired');
const modelName = z.string().trim().min(1).max(AI_MODEL_NAME_MAX);

/** POST ai/chat: a prompt for a new conversation, or the next one of the caller's conversation. */
export const aiChatBody = z.strictObject({
  conversationId: id.optional(),
  model: modelName,
  prompt,
});
export type AiChatInput = z.infer<typeof aiChatBody>;

export const aiConversationParams = z.strictObject({ id });
export const aiConversationRef = z.strictObject({ conversationId: id });
export const aiRenameBody = z.strictObject({
  conversationId: id,
  title: required(AI_CONVERSATION_TITLE_MAX, 'aiTitleRequired'),
});

/** POST ai/image/generate: one prompt, 1-4 pictures. */
export const aiImageBody = z.strictObject({
  prompt,
  count: z.number().int().min(1).max(AI_IMAGES_PER_REQUEST_MAX).default(1),
});
export type AiImageInput = z.input<typeof aiImageBody>;

export const aiImageParams = z.strictObject({ id });
export const aiImageRef = z.strictObject({ imageId: id });

/**
 * PUT ai/admin/endpoint (and its check): an OpenAI-compatible base address with its version path
 * (https://api.openai.com/v1), the key (empty keeps the one already set), the chat models offered and the image model
 * (empty: that page is not offered).
 */
export const aiEndpointBody = z.strictObject({
  baseUrl: z
    .string()
    .trim()
    .max(500)
    .refine((value) => /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(value), {
      params: { messageKey: 'aiBaseUrlInvalid' },
    }),
  apiKey: z.string().trim().max(500).default(''),
  chatModels: z
    .array(modelName)
    .max(AI_CHAT_MODELS_MAX)
    .refine((models) => new Set(models).size === models.length, { params: { messageKey: 'aiModelsRepeated' } }),
  imageModel: z.string().trim().max(AI_MODEL_NAME_MAX).default(''),
});
export type AiEndpointInput = z.input<typeof aiEndpointBody>;
