import { z } from 'zod';
import { issueChipsBody } from '../knowledge/api';
import { recordId as id } from '../recordId';
import { SEARCH_QUERY_MAX } from '../search/rules';
import {
  IM_CONTACTS_MAX,
  IM_GROUP_MEMBERS_MAX,
  IM_GROUP_NAME_MAX,
  IM_MESSAGE_FILES_MAX,
  IM_MESSAGE_HTML_MAX,
  IM_MESSAGE_TEXT_MAX,
  IM_PAGE_MAX,
  IM_PAGE_SIZE,
  IM_SINCE_MAX,
  IM_WATCH_MAX,
  isImReaction,
} from './rules';

/** POST imTool/refreshImToken, in the spec's field name. */
export const imRefreshBody = z.strictObject({ refresh_token: z.string().min(1).max(200) });

const groupName = z
  .string()
  .trim()
  .refine((value) => value.length > 0, { params: { messageKey: 'imGroupNameRequired' } })
  .refine((value) => [...value].length <= IM_GROUP_NAME_MAX, {
    params: { messageKey: 'imGroupNameTooLong', max: IM_GROUP_NAME_MAX },
  });

const people = z
  .array(id)
  .max(IM_GROUP_MEMBERS_MAX)
  .transform((ids) => [...new Set(ids)]);

export const imConversationBody = z.strictObject({ conversationId: id });
export const imConversationQuery = imConversationBody;

export const imDirectBody = z.strictObject({ userId: id });

export const imGroupBody = z.strictObject({ name: groupName, userIds: people });
export type ImGroupInput = z.input<typeof imGroupBody>;

export const imGroupChangeBody = z.strictObject({
  conversationId: id,
  name: groupName.optional(),
  addUserIds: people.default([]),
  removeUserIds: people.default([]),
});
export type ImGroupChangeInput = z.input<typeof imGroupChangeBody>;

export const imContactsQuery = z.strictObject({
  keyword: z.string().trim().max(SEARCH_QUERY_MAX).default(''),
  limit: z.coerce.number().int().min(1).max(IM_CONTACTS_MAX).default(20),
});

/** One page of a conversation's history: before an id (older), after one (newer), around one (a jump), or the newest. */
export const imHistoryQuery = z
  .strictObject({
    conversationId: id,
    beforeId: id.optional(),
    afterId: id.optional(),
    aroundId: id.optional(),
    limit: z.coerce.number().int().min(1).max(IM_PAGE_MAX).default(IM_PAGE_SIZE),
  })
  .refine(
    (query) => [query.beforeId, query.afterId, query.aroundId].filter((value) => value !== undefined).length <= 1,
    { params: { messageKey: 'imHistoryOneAnchor' } },
  );
export type ImHistoryInput = z.input<typeof imHistoryQuery>;

export const imSinceQuery = z.strictObject({
  afterId: z.coerce.number().int().min(0),
  limit: z.coerce.number().int().min(1).max(IM_SINCE_MAX).default(IM_SINCE_MAX),
});

/** The sender's own id for a message: letters, digits, `-` and `_` (a UUID fits). */
const clientId = z.string().refine((value) => /^[\w-]{8,64}$/.test(value), {
  params: { messageKey: 'imClientIdFormat' },
});

const body = z.string().refine((value) => value.length <= IM_MESSAGE_HTML_MAX, {
  params: { messageKey: 'imMessageTooLong', max: IM_MESSAGE_TEXT_MAX },
});

export const imSendBody = z.strictObject({
  conversationId: id,
  clientId,
  /** Markup as chatHtml writes it; sanitised like a comment. May be empty when files come with it. */
  body: body.default(''),
  replyToId: id.optional(),
  fileIds: z
    .array(id)
    .max(50)
    .refine((ids) => new Set(ids).size <= IM_MESSAGE_FILES_MAX, {
      params: { messageKey: 'imTooManyFiles', max: IM_MESSAGE_FILES_MAX },
    })
    .transform((ids) => [...new Set(ids)])
    .default([]),
});
export type ImSendInput = z.input<typeof imSendBody>;

export const imEditBody = z.strictObject({ messageId: id, body });
export type ImEditInput = z.input<typeof imEditBody>;

export const imMessageParams = z.strictObject({ id });
export const imFileParams = z.strictObject({ id });

export const imReactionBody = z.strictObject({
  messageId: id,
  emoji: z.string().refine(isImReaction, { params: { messageKey: 'imReactionUnknown' } }),
  on: z.boolean(),
});
export type ImReactionInput = z.input<typeof imReactionBody>;

export const imReadBody = z.strictObject({ conversationId: id, messageId: id });

export const imSearchQuery = z.strictObject({
  keyword: z
    .string()
    .trim()
    .refine((value) => value.length > 0, { params: { messageKey: 'searchQueryRequired' } })
    .refine((value) => [...value].length <= SEARCH_QUERY_MAX, {
      params: { messageKey: 'searchQueryTooLong', max: SEARCH_QUERY_MAX },
    }),
  conversationId: id.optional(),
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type ImSearchInput = z.input<typeof imSearchQuery>;

/** The same body as the knowledge base's issue chips: the references a reader wants drawn. */
export const imIssueChipsBody = issueChipsBody;

/** The multipart fields before the file of IM_PATHS.upload. */
export const imUploadFields = z.strictObject({ conversationId: id });

/** What a socket may send: checked on the server before anything is read. */
export const imTypingPayload = z.strictObject({ conversationId: id });
export const imWatchPayload = z.strictObject({ userIds: z.array(id).max(IM_WATCH_MAX) });
