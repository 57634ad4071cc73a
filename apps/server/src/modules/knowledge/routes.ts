import { addKnowledgeBody, kbIdBody, kbIdQuery, knowledgePath, updateKnowledgeBody } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { createSpace, deleteSpace, listSpaces, spaceInfo, updateSpace } from './spaces';
import { knowledgeMemberRoutes } from './memberRoutes';

const tags = ['knowledge'];

/**
 * Knowledge bases and their people (issue 15, spec points 2 "knowledgeBase", 5, 6; ADR 0041). Every
 * `knowledge:*` route is checked on the named space by the service: 404 to a non-member, 403 to a member
 * whose role does not allow the call (KNOWLEDGE_ROLE_ACTIONS).
 */
export function knowledgeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;

    await app.register(knowledgeMemberRoutes(deps));

    app.get(
      knowledgePath('list'),
      { config: { access: 'user' }, schema: { summary: 'The spaces the caller belongs to', tags } },
      async (request) => ok(requestLocale(request), await listSpaces(db, callerOf(request).userId)),
    );
    app.get(
      knowledgePath('info'),
      { config: { access: 'knowledge:reader' }, schema: { summary: 'One space', tags, querystring: kbIdQuery } },
      async (request) =>
        ok(requestLocale(request), await spaceInfo(db, { ...request.query, userId: callerOf(request).userId })),
    );
    app.post(
      knowledgePath('add'),
      {
        config: { access: 'user' },
        schema: {
          summary: 'Creates a space owned by the caller, optionally from a template',
          tags,
          body: addKnowledgeBody,
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        const data = await createSpace(db, {
          ...request.body,
          userId: callerOf(request).userId,
          locale,
          now: deps.now(),
        });
        return ok(locale, data);
      },
    );
    app.post(
      knowledgePath('update'),
      {
        config: { access: 'knowledge:admin' },
        schema: { summary: 'Name, remark, cover and project of a space', tags, body: updateKnowledgeBody },
      },
      async (request) => {
        await updateSpace(db, { ...request.body, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      knowledgePath('delete'),
      {
        config: { access: 'knowledge:owner' },
        schema: { summary: 'Deletes a space and everything in it', tags, body: kbIdBody },
      },
      async (request) => {
        await deleteSpace(db, { ...request.body, userId: callerOf(request).userId });
        return ok(requestLocale(request), null);
      },
    );
  };
}
