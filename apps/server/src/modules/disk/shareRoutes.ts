import {
  DISK_SHARE_PATH,
  DISK_SHARE_PATHS,
  createDiskShareBody,
  diskShareListQuery,
  diskShareTokenParams,
  openDiskShareBody,
  revokeDiskShareBody,
  sharedDiskFileParams,
  sharedDiskFileQuery,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { sendStoredFile } from '../../http/sendFile';
import { createDiskShare, listDiskShares, revokeDiskShare } from './shares';
import { openSharedDisk, sharedDiskFile, sharedDiskSummary } from './sharedDisk';

const tags = ['network disk'];
const user = { access: 'user' } as const;
const visitor = { access: 'public' } as const;

/** Share links of disk files and folders (issue 32, ADR 0116): the owner's calls and the visitor's. */
export function diskShareRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;

    app.post(
      DISK_SHARE_PATHS.create,
      { config: user, schema: { summary: 'Shares a file or folder of my disk', tags, body: createDiskShareBody } },
      async (request) =>
        ok(
          requestLocale(request),
          await createDiskShare(db, { ...request.body, ownerId: callerOf(request).userId, now: deps.now() }),
        ),
    );
    app.get(
      DISK_SHARE_PATHS.list,
      { config: user, schema: { summary: 'My share links that work', tags, querystring: diskShareListQuery } },
      async (request) =>
        ok(
          requestLocale(request),
          await listDiskShares(db, { ...request.query, ownerId: callerOf(request).userId, now: deps.now() }),
        ),
    );
    app.post(
      DISK_SHARE_PATHS.revoke,
      { config: user, schema: { summary: 'Revokes one of my share links', tags, body: revokeDiskShareBody } },
      async (request) => {
        await revokeDiskShare(db, { ...request.body, ownerId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );

    app.get(
      `${DISK_SHARE_PATH}/:token`,
      {
        config: visitor,
        schema: { summary: 'What a disk share holds, before its password', tags, params: diskShareTokenParams },
      },
      async (request) =>
        ok(requestLocale(request), await sharedDiskSummary(db, { token: request.params.token, now: deps.now() })),
    );
    app.post(
      `${DISK_SHARE_PATH}/:token`,
      {
        config: visitor,
        schema: { summary: 'Opens a disk share', tags, params: diskShareTokenParams, body: openDiskShareBody },
      },
      async (request) =>
        ok(
          requestLocale(request),
          await openSharedDisk(db, deps.store, { token: request.params.token, ...request.body, now: deps.now() }),
        ),
    );
    app.get(
      `${DISK_SHARE_PATH}/:token/file/:entryId`,
      {
        config: visitor,
        schema: {
          summary: 'A file of a disk share',
          tags,
          params: sharedDiskFileParams,
          querystring: sharedDiskFileQuery,
        },
      },
      async (request, reply) =>
        sendStoredFile(
          request,
          reply,
          deps.files,
          await sharedDiskFile(db, deps.store, {
            ...request.params,
            ticket: request.query.ticket,
            inline: request.query.inline === '1',
            now: deps.now(),
          }),
        ),
    );
  };
}
