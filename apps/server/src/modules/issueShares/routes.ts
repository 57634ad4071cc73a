import {
  createShareBody,
  productPath,
  revokeShareBody,
  shareListQuery,
  shareTokenParams,
  sharedAttachmentParams,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { sendStoredFile } from '../../http/sendFile';
import { servedAs } from '../attachments/attachments';
import { sharedAttachment, sharedQuestion } from './sharedQuestion';
import { createShare, listShares, revokeShare } from './shares';

const tags = ['shares'];

/** Issue 10 "Sharing": members make revocable public links; /shared/{token} reads them signed out. */
export function issueShareRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      productPath('questionShare/create'),
      {
        config: { access: 'project:member' },
        schema: { summary: 'Shares an issue as a public read-only link', tags, body: createShareBody },
      },
      async (request) => {
        const share = await createShare(deps.db, {
          ...request.body,
          userId: callerOf(request).userId,
          now: deps.now(),
        });
        return ok(requestLocale(request), share);
      },
    );
    app.get(
      productPath('questionShare/list'),
      {
        config: { access: 'project:member' },
        schema: { summary: "The issue's links that still work", tags, querystring: shareListQuery },
      },
      async (request) => {
        const shares = await listShares(deps.db, {
          ...request.query,
          userId: callerOf(request).userId,
          now: deps.now(),
        });
        return ok(requestLocale(request), shares);
      },
    );
    app.post(
      productPath('questionShare/revoke'),
      {
        config: { access: 'project:member' },
        schema: { summary: 'Ends a link: its creator or a project admin', tags, body: revokeShareBody },
      },
      async (request) => {
        await revokeShare(deps.db, { ...request.body, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );

    app.get(
      '/anonymous/questionShare/:token',
      {
        config: { access: 'public' },
        schema: { summary: 'A shared issue, signed out', tags, params: shareTokenParams },
      },
      async (request) => ok(requestLocale(request), await sharedQuestion(deps.db, request.params.token, deps.now())),
    );
    app.get(
      '/anonymous/questionShare/:token/attachment/:attachmentId',
      {
        config: { access: 'public' },
        schema: { summary: 'An attachment of a shared issue (Range supported)', tags, params: sharedAttachmentParams },
      },
      async (request, reply) => {
        const attachment = await sharedAttachment(deps.db, { ...request.params, now: deps.now() });
        // Kept briefly, so a revoked link stops working in readers' browsers soon too.
        return sendStoredFile(request, reply, deps.files, servedAs(attachment, 'private, max-age=300'));
      },
    );
  };
}
