import {
  KNOWLEDGE_SHARE_PATH,
  createKnowledgeShareBody,
  kbIdQuery,
  knowledgePath,
  knowledgeShareBody,
  openShareBody,
  sharedImageParams,
} from '@questline/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { sendStoredFile } from '../../http/sendFile';
import { openShared, sharedShareImage, sharedSummary } from './sharedKnowledge';
import { createShare, listShares, revokeShare } from './shares';

const tags = ['knowledge'];
const tokenParams = z.strictObject({ token: z.string().min(1).max(100) });

/** Public shares of documents and folders (issue 15 "Public sharing", spec point 2 /knowledgeShared). */
export function knowledgeShareRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;

    app.post(
      knowledgePath('share/create'),
      {
        config: { access: 'knowledge:member' },
        schema: { summary: 'Shares a published document or a folder publicly', tags, body: createKnowledgeShareBody },
      },
      async (request) => {
        const data = await createShare(db, { ...request.body, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), data);
      },
    );
    app.get(
      knowledgePath('share/list'),
      { config: { access: 'knowledge:member' }, schema: { summary: 'Shares that work', tags, querystring: kbIdQuery } },
      async (request) => {
        const data = await listShares(db, { ...request.query, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), data);
      },
    );
    app.post(
      knowledgePath('share/revoke'),
      {
        config: { access: 'knowledge:member' },
        schema: { summary: 'Revokes a share', tags, body: knowledgeShareBody },
      },
      async (request) => {
        await revokeShare(db, { ...request.body, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );

    app.get(
      `${KNOWLEDGE_SHARE_PATH}/:token`,
      {
        config: { access: 'public' },
        schema: { summary: 'What a share holds, before its password', tags, params: tokenParams },
      },
      async (request) =>
        ok(requestLocale(request), await sharedSummary(db, { token: request.params.token, now: deps.now() })),
    );
    app.post(
      `${KNOWLEDGE_SHARE_PATH}/:token`,
      {
        config: { access: 'public' },
        schema: {
          summary: 'Opens a share (password when set) and one document of it',
          tags,
          params: tokenParams,
          body: openShareBody,
        },
      },
      async (request) => {
        const data = await openShared(db, deps.store, {
          token: request.params.token,
          ...request.body,
          now: deps.now(),
        });
        return ok(requestLocale(request), data);
      },
    );
    app.get(
      `${KNOWLEDGE_SHARE_PATH}/:token/image/:id`,
      {
        config: { access: 'public' },
        schema: {
          summary: 'An image a shared document shows',
          tags,
          params: sharedImageParams,
          querystring: z.strictObject({ ticket: z.string().max(100).optional() }),
        },
      },
      async (request, reply) => {
        const file = await sharedShareImage(db, deps.store, {
          token: request.params.token,
          imageId: request.params.id,
          ticket: request.query.ticket,
          now: deps.now(),
        });
        return sendStoredFile(request, reply, deps.files, file);
      },
    );
  };
}
