import multipart from '@fastify/multipart';
import {
  ATTACHMENT_MAX_BYTES,
  IM_PATHS,
  imContactsQuery,
  imConversationBody,
  imConversationQuery,
  imDirectBody,
  imEditBody,
  imFileParams,
  imGroupBody,
  imGroupChangeBody,
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
import { listConversations } from './conversationList';
import { changeGroup, conversationMembers, createGroup, leaveGroup, openDirect } from './conversations';
import { imFileToSend, receiveImFile } from './files';
import { conversationHistory, messagesSince } from './history';
import { deleteMessage, editMessage, reactToMessage, readConversation } from './messageChanges';
import { sendMessage } from './messages';
import { contacts } from './people';
import { searchMessages } from './search';

const tags = ['im'];
/** Every call here takes a messaging token and nothing else (ADR 0131). */
const im = { access: 'im' } as const;

/** The built-in chat (issue 33): thin routes over the services of this folder. */
export function imRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;
    await app.register(multipart, { throwFileSizeLimit: false });

    app.get(IM_PATHS.conversations, { config: im, schema: { summary: 'My conversations', tags } }, async (request) =>
      ok(requestLocale(request), await listConversations(db, { userId: callerOf(request).userId, now: deps.now() })),
    );

    app.post(
      IM_PATHS.direct,
      {
        config: im,
        schema: {
          summary: 'The direct conversation with someone I share a project or team with',
          tags,
          body: imDirectBody,
        },
      },
      async (request) =>
        ok(
          requestLocale(request),
          await openDirect(db, { userId: callerOf(request).userId, otherId: request.body.userId, now: deps.now() }),
        ),
    );

    app.post(
      IM_PATHS.group,
      { config: im, schema: { summary: 'A new group conversation that I own', tags, body: imGroupBody } },
      async (request) =>
        ok(
          requestLocale(request),
          await createGroup(deps, { userId: callerOf(request).userId, body: request.body, now: deps.now() }),
        ),
    );

    app.post(
      IM_PATHS.changeGroup,
      { config: im, schema: { summary: "My group's name and people (its owner)", tags, body: imGroupChangeBody } },
      async (request) =>
        ok(
          requestLocale(request),
          await changeGroup(deps, { userId: callerOf(request).userId, body: request.body, now: deps.now() }),
        ),
    );

    app.post(
      IM_PATHS.leave,
      { config: im, schema: { summary: 'Leaves a group', tags, body: imConversationBody } },
      async (request) => {
        await leaveGroup(deps, { userId: callerOf(request).userId, conversationId: request.body.conversationId });
        return ok(requestLocale(request), null);
      },
    );

    app.get(
      IM_PATHS.members,
      { config: im, schema: { summary: "A conversation's people", tags, querystring: imConversationQuery } },
      async (request) =>
        ok(
          requestLocale(request),
          await conversationMembers(db, {
            userId: callerOf(request).userId,
            conversationId: request.query.conversationId,
          }),
        ),
    );

    app.get(
      IM_PATHS.contacts,
      { config: im, schema: { summary: 'People I may message', tags, querystring: imContactsQuery } },
      async (request) =>
        ok(requestLocale(request), await contacts(db, { ...request.query, userId: callerOf(request).userId })),
    );

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
