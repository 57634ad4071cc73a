import multipart from '@fastify/multipart';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACH_FROM_DISK_PATH,
  attachFromDiskBody,
  attachmentIdParams,
  productPath,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { sendStoredFile } from '../../http/sendFile';
import { attachmentAccess, removeAttachment, servedAs } from './attachments';
import { attachFromDisk, receiveAttachment } from './upload';

const tags = ['attachments'];

/** Issue 10, spec point 5 "Attachments": upload, fetch (members only) and removal of issue attachments. */
export function attachmentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // The project's own plan limit is enforced while storing; past the largest plan's the stream just ends.
    await app.register(multipart, { throwFileSizeLimit: false });

    app.post(
      productPath('questionAttachment/upload'),
      {
        // A pending attachment shows in no kept read until the issue that claims it is written (ADR 0085).
        config: { access: 'project:member', readCacheWrites: 'person' },
        schema: { summary: 'Uploads one attachment (fields projectId, then file); pending until saved', tags },
      },
      async (request, reply) => {
        const contentLength = Number(request.headers['content-length']);
        try {
          const attachment = await receiveAttachment(deps, {
            parts: request.parts({ limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: 1, fields: 4 } }),
            userId: callerOf(request).userId,
            now: deps.now(),
            contentLength: Number.isFinite(contentLength) ? contentLength : undefined,
          });
          return ok(requestLocale(request), attachment);
        } catch (error) {
          // A refused upload may still be arriving: end the connection rather than read the rest.
          reply.header('connection', 'close');
          throw error;
        }
      },
    );

    app.post(
      ATTACH_FROM_DISK_PATH,
      {
        config: { access: 'project:member' },
        schema: {
          summary: 'Attaches a file of my network disk (copied); pending until saved',
          tags,
          body: attachFromDiskBody,
        },
      },
      async (request) =>
        ok(
          requestLocale(request),
          await attachFromDisk(deps, { ...request.body, userId: callerOf(request).userId, now: deps.now() }),
        ),
    );

    app.get(
      productPath('questionAttachment/:id'),
      {
        // <img> and <video> in descriptions fetch this without the Authorization header (access.ts).
        config: { access: 'project:member', sessionCookie: true },
        schema: {
          summary: 'An attachment, for members of its project (Range supported)',
          tags,
          params: attachmentIdParams,
        },
      },
      async (request, reply) => {
        const { attachment } = await attachmentAccess(deps.db, {
          attachmentId: request.params.id,
          userId: callerOf(request).userId,
        });
        return sendStoredFile(request, reply, deps.files, servedAs(attachment, 'private, max-age=3600'));
      },
    );

    app.delete(
      productPath('questionAttachment/:id'),
      {
        config: { access: 'project:member' },
        schema: { summary: 'Removes an attachment: its uploader or a project admin', tags, params: attachmentIdParams },
      },
      async (request) => {
        await removeAttachment(deps, {
          attachmentId: request.params.id,
          userId: callerOf(request).userId,
          now: deps.now(),
        });
        return ok(requestLocale(request), null);
      },
    );
  };
}
