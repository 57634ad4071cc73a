import {
  DISK_PATHS,
  createDiskFolderBody,
  diskEntryIdsBody,
  diskEntryParams,
  diskFileQuery,
  diskListQuery,
  diskZipQuery,
  moveDiskEntriesBody,
  productPath,
  renameDiskEntryBody,
} from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { notFound } from '../../http/errors';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { contentDisposition, sendStoredFile } from '../../http/sendFile';
import { createFolder, listDisk, moveEntries, renameEntry } from './entries';
import { listRecycled, purgeEntries, removeEntries, restoreEntries } from './recycle';
import { diskFileToSend } from './present';
import { liveEntry } from './tree';
import { openUploadStaging } from './openStaging';
import { diskUploads } from './tusUploads';
import { usageOf } from './usage';
import { zipContents, zipStream } from './zipDownload';

const tags = ['network disk'];
const user = { access: 'user' } as const;

/** The personal network disk (`/myNetworkDisk`, issue 32, ADR 0115): every call is on the caller's own disk. */
export function diskRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;
    const owner = (request: FastifyRequest) => ({
      ownerId: callerOf(request).userId,
      edition: deps.config.edition,
      now: deps.now(),
    });
    const locale = (request: FastifyRequest) => requestLocale(request);

    app.get(
      DISK_PATHS.list,
      { config: user, schema: { summary: 'A folder of my disk, or a search of it', tags, querystring: diskListQuery } },
      async (request) => ok(locale(request), await listDisk(db, { ...owner(request), ...request.query })),
    );
    app.get(DISK_PATHS.usage, { config: user, schema: { summary: 'Space used and allowed', tags } }, async (request) =>
      ok(locale(request), await usageOf(db, owner(request))),
    );
    app.post(
      DISK_PATHS.folder,
      { config: user, schema: { summary: 'Makes a folder', tags, body: createDiskFolderBody } },
      async (request) => ok(locale(request), await createFolder(db, { ...owner(request), ...request.body })),
    );
    app.post(
      DISK_PATHS.rename,
      { config: user, schema: { summary: 'Renames a file or folder', tags, body: renameDiskEntryBody } },
      async (request) => ok(locale(request), await renameEntry(db, { ...owner(request), ...request.body })),
    );
    app.post(
      DISK_PATHS.move,
      { config: user, schema: { summary: 'Moves files and folders', tags, body: moveDiskEntriesBody } },
      async (request) => {
        await moveEntries(db, { ...owner(request), ...request.body });
        return ok(locale(request), null);
      },
    );
    app.post(
      DISK_PATHS.remove,
      { config: user, schema: { summary: 'Moves files and folders to the recycle bin', tags, body: diskEntryIdsBody } },
      async (request) => {
        await removeEntries(db, { ...owner(request), ...request.body });
        return ok(locale(request), null);
      },
    );
    app.get(DISK_PATHS.recycle, { config: user, schema: { summary: 'My recycle bin', tags } }, async (request) =>
      ok(locale(request), await listRecycled(db, callerOf(request).userId)),
    );
    app.post(
      DISK_PATHS.restore,
      { config: user, schema: { summary: 'Restores from the recycle bin', tags, body: diskEntryIdsBody } },
      async (request) => {
        await restoreEntries(db, { ...owner(request), ...request.body });
        return ok(locale(request), null);
      },
    );
    app.post(
      DISK_PATHS.purge,
      { config: user, schema: { summary: 'Deletes from the recycle bin for good', tags, body: diskEntryIdsBody } },
      async (request) => {
        await purgeEntries(db, deps.files, { ownerId: callerOf(request).userId, ...request.body });
        return ok(locale(request), null);
      },
    );
    app.get(
      productPath('disk/file/:entryId'),
      {
        // Links, <img>, <video> and the PDF frame send the session cookie, not a header.
        config: { ...user, sessionCookie: true },
        schema: {
          summary: 'A file of my disk, saved or shown',
          tags,
          params: diskEntryParams,
          querystring: diskFileQuery,
        },
      },
      async (request, reply) => {
        const { entry } = await liveEntry(db, callerOf(request).userId, request.params.entryId);
        if (entry.kind !== 'file' || !entry.storage_key) throw notFound();
        return sendStoredFile(
          request,
          reply,
          deps.files,
          diskFileToSend(
            { ...entry, storage_key: entry.storage_key },
            { inline: request.query.inline === '1', cacheControl: 'private, max-age=3600' },
          ),
        );
      },
    );

    app.get(
      DISK_PATHS.zip,
      {
        config: { ...user, sessionCookie: true },
        schema: { summary: 'Chosen files and folders as one zip', tags, querystring: diskZipQuery },
      },
      async (request, reply) => {
        const items = await zipContents(db, { ownerId: callerOf(request).userId, entryIds: request.query.entryIds });
        const [first] = items;
        const name = request.query.entryIds.length === 1 && first ? first.entry.name : 'questline-disk';
        return reply
          .type('application/zip')
          .header('content-disposition', contentDisposition('attachment', `${name}.zip`))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(zipStream(deps.files, items));
      },
    );

    // tus sends its bytes as application/offset+octet-stream; the body stays unread for tus to stream.
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => {
      done(null);
    });
    const uploads = diskUploads(deps, await openUploadStaging(deps));
    for (const url of [DISK_PATHS.upload, `${DISK_PATHS.upload}/:uploadId`]) {
      app.route({
        method: ['POST', 'HEAD', 'PATCH', 'DELETE'],
        url,
        config: user,
        schema: { summary: 'Resumable upload (tus 1.0) into my disk', tags },
        handler: (request, reply) => uploads.handle(request, reply),
      });
    }
  };
}
