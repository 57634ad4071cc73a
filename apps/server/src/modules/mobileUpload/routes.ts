import multipart from '@fastify/multipart';
import {
  MOBILE_PHOTO_MAX_BYTES,
  MOBILE_UPLOAD_PATHS,
  closeMobileUploadBody,
  mobileUploadTokenBody,
  openMobileUploadBody,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { closeMobileUpload, openMobileUpload } from './codes';
import { receiveMobilePhoto } from './receivePhoto';
import { visitMobileUpload } from './visit';

const tags = ['attachments'];

/** Upload from a phone (issue 32, ADR 0118): the desktop's code, and the phone's calls that need no session. */
export function mobileUploadRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { throwFileSizeLimit: false });

    app.post(
      MOBILE_UPLOAD_PATHS.open,
      {
        config: { access: 'project:member' },
        schema: {
          summary: 'A QR code for my phone to add photos to the issue, or to my issue form (10 minutes)',
          tags,
          body: openMobileUploadBody,
        },
      },
      async (request) =>
        ok(
          requestLocale(request),
          await openMobileUpload(deps.db, { ...request.body, userId: callerOf(request).userId, now: deps.now() }),
        ),
    );

    app.post(
      MOBILE_UPLOAD_PATHS.close,
      {
        config: { access: 'user' },
        schema: {
          summary: 'Ends my phone upload code; answers the photos it brought',
          tags,
          body: closeMobileUploadBody,
        },
      },
      async (request) =>
        ok(
          requestLocale(request),
          await closeMobileUpload(deps.db, { ...request.body, userId: callerOf(request).userId, now: deps.now() }),
        ),
    );

    app.post(
      MOBILE_UPLOAD_PATHS.visit,
      {
        config: { access: 'public' },
        schema: { summary: 'What a phone upload code is for, while it works', tags, body: mobileUploadTokenBody },
      },
      async (request) =>
        ok(requestLocale(request), await visitMobileUpload(deps.db, { token: request.body.token, now: deps.now() })),
    );

    app.post(
      MOBILE_UPLOAD_PATHS.upload,
      {
        config: { access: 'public' },
        schema: { summary: 'One jpg or png photo from a phone (fields token, then file)', tags },
      },
      async (request, reply) => {
        try {
          const receipt = await receiveMobilePhoto(deps, {
            parts: request.parts({ limits: { fileSize: MOBILE_PHOTO_MAX_BYTES + 1, files: 1, fields: 2 } }),
            now: deps.now(),
          });
          return ok(requestLocale(request), receipt);
        } catch (error) {
          // A refused photo may still be arriving: end the connection rather than read the rest.
          reply.header('connection', 'close');
          throw error;
        }
      },
    );
  };
}
