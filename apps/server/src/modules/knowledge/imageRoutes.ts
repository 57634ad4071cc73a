import multipart from '@fastify/multipart';
import { KNOWLEDGE_IMAGE_MAX_BYTES, knowledgeImageParams, knowledgePath } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { sendStoredFile } from '../../http/sendFile';
import { memberImage, receiveImage } from './images';

const tags = ['knowledge'];

/** Images pasted or uploaded into documents (issue 15 "Documents"), kept in the attachment storage. */
export function knowledgeImageRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { throwFileSizeLimit: false });

    app.post(
      knowledgePath('image/upload'),
      {
        // A document's image shows only in the knowledge base, which no project's kept reads hold (ADR 0085).
        config: { access: 'knowledge:member', readCacheWrites: 'person' },
        schema: { summary: 'Uploads one image (fields kbId, then file)', tags },
      },
      async (request, reply) => {
        try {
          const image = await receiveImage(deps, {
            parts: request.parts({ limits: { fileSize: KNOWLEDGE_IMAGE_MAX_BYTES + 1, files: 1, fields: 4 } }),
            userId: callerOf(request).userId,
            now: deps.now(),
          });
          return ok(requestLocale(request), image);
        } catch (error) {
          // A refused upload may still be arriving: end the connection rather than read the rest.
          reply.header('connection', 'close');
          throw error;
        }
      },
    );
    app.get(
      knowledgePath('image/:id'),
      {
        // <img> in documents fetches this without the Authorization header (access.ts).
        config: { access: 'knowledge:reader', sessionCookie: true },
        schema: { summary: 'An image, for members of its space', tags, params: knowledgeImageParams },
      },
      async (request, reply) => {
        const file = await memberImage(deps.db, { imageId: request.params.id, userId: callerOf(request).userId });
        return sendStoredFile(request, reply, deps.files, file);
      },
    );
  };
}
