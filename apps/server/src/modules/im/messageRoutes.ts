import {
  ATTACHMENT_MAX_BYTES,
  IM_PATHS,
  imEditBody,
  imFileParams,
  imHistoryQuery,
  imIssueChipsBody,
  imMessageParams,
  imReactionBody,
  imReadBody,
  imSearchQuery,
  imSendBody,
  imSinceQuery,
  productPath,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok, page } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { sendStoredFile } from '../../http/sendFile';
import { issueChips } from '../knowledge/issueChips';
import { imFileToSend, receiveImFile } from './files';
import { conversationHistory, messagesSince } from './history';
import { deleteMessage, editMessage, reactToMessage, readConversation } from './messageChanges';
import { sendMessage } from './messages';
import { searchMessages } from './search';

const tags = ['im'];

/** Every call here takes a messaging token and nothing else (ADR 0131). */
const im = { access: 'im' } as const;

/**
 * The built-in chat's messages (issue 33, ADRs 0131-0132): pages of a conversation and the catch-up since the last
 * seen, sending, editing, deleting, reactions, read marks, files, search and the issue chips of `#n`.
 */
export function imMessageRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;
    app.get(
      IM_PATHS.messages,
      { config: im, schema: { summary: "A page of a conversation's history", tags, querystring: imHistoryQuery } },
      async (request) =>
        ok(
          requestLocale(request),
          await conversationHistory(db, { ...request.query, userId: callerOf(request).userId }),
        ),
    );

    app.get(
      IM_PATHS.since,
      {
        config: im,
        schema: {
          summary: 'Every message of my conversations after an id (catching up)',
          tags,
          querystring: imSinceQuery,
        },
      },
      async (request) =>
        ok(requestLocale(request), await messagesSince(db, { ...request.query, userId: callerOf(request).userId })),
    );

    app.post(
      IM_PATHS.send,
      { config: im, schema: { summary: 'Sends a message (once per clientId)', tags, body: imSendBody } },
      async (request) =>
        ok(
          requestLocale(request),
          await sendMessage(deps, { userId: callerOf(request).userId, body: request.body, now: deps.now() }),
        ),
    );

    app.put(
      IM_PATHS.edit,
      { config: im, schema: { summary: 'Edits my message (within 24 hours)', tags, body: imEditBody } },
      async (request) =>
        ok(
          requestLocale(request),
          await editMessage(deps, {
            userId: callerOf(request).userId,
            messageId: request.body.messageId,
            html: request.body.body,
            now: deps.now(),
          }),
        ),
    );

    app.delete(
      productPath('im/message/:id'),
      { config: im, schema: { summary: 'Deletes my message (within 24 hours)', tags, params: imMessageParams } },
      async (request) =>
        ok(
          requestLocale(request),
          await deleteMessage(deps, {
            userId: callerOf(request).userId,
            messageId: request.params.id,
            now: deps.now(),
          }),
        ),
    );

    app.post(
      IM_PATHS.react,
      { config: im, schema: { summary: 'Puts my reaction on a message or takes it off', tags, body: imReactionBody } },
      async (request) =>
        ok(
          requestLocale(request),
          await reactToMessage(deps, { ...request.body, userId: callerOf(request).userId, now: deps.now() }),
        ),
    );

    app.post(
      IM_PATHS.read,
      { config: im, schema: { summary: 'Marks a conversation read up to a message', tags, body: imReadBody } },
      async (request) => {
        await readConversation(deps, { ...request.body, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );

    app.post(
      IM_PATHS.upload,
      { config: im, schema: { summary: 'Uploads a file to send (fields conversationId, then file)', tags } },
      async (request, reply) => {
        try {
          const file = await receiveImFile(deps, {
            parts: request.parts({ limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: 1, fields: 2 } }),
            userId: callerOf(request).userId,
            now: deps.now(),
          });
          return ok(requestLocale(request), file);
        } catch (error) {
          // A refused file may still be arriving: end the connection rather than read the rest.
          reply.header('connection', 'close');
          throw error;
        }
      },
    );

    app.get(
      productPath('im/file/:id'),
      { config: im, schema: { summary: 'A file of one of my conversations', tags, params: imFileParams } },
      async (request, reply) =>
        sendStoredFile(
          request,
          reply,
          deps.files,
          await imFileToSend(db, { fileId: request.params.id, userId: callerOf(request).userId }),
        ),
    );

    app.get(
      IM_PATHS.search,
      { config: im, schema: { summary: 'Searches my messages', tags, querystring: imSearchQuery } },
      async (request) => {
        const { rows, total } = await searchMessages(db, { ...request.query, userId: callerOf(request).userId });
        return page(requestLocale(request), rows, total);
      },
    );

    app.post(
      IM_PATHS.issueChips,
      { config: im, schema: { summary: 'The issues of #n references that I may see', tags, body: imIssueChipsBody } },
      async (request) =>
        ok(requestLocale(request), await issueChips(db, { ...request.body, userId: callerOf(request).userId })),
    );
  };
}
