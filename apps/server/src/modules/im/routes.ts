import multipart from '@fastify/multipart';
import {
  IM_PATHS,
  imContactsQuery,
  imConversationBody,
  imConversationQuery,
  imDirectBody,
  imGroupBody,
  imGroupChangeBody,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { listConversations } from './conversationList';
import { changeGroup, conversationMembers, createGroup, leaveGroup, openDirect } from './conversations';
import { contacts } from './people';
import { imMessageRoutes } from './messageRoutes';

const tags = ['im'];

/** Every call here takes a messaging token and nothing else (ADR 0131). */
const im = { access: 'im' } as const;

/** The built-in chat (issue 33): thin routes over the services of this folder. */
export function imRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;
    await app.register(multipart, { throwFileSizeLimit: false });

    await app.register(imMessageRoutes(deps));

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
  };
}
