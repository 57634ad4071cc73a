import { downloadQuery } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { sendStoredFile } from '../../http/sendFile';
import { openDownload } from './downloads';

/** Spec point 7 "File download": GET /common/download?fileName=&delete=, for the user who asked for the file. */
export function downloadRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/common/download',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Fetches a generated file once by its opaque name (exports)',
          tags: ['downloads'],
          querystring: downloadQuery,
        },
      },
      async (request, reply) => {
        const consume = request.query.delete === 'true';
        const ticket = await openDownload(deps, {
          name: request.query.fileName,
          userId: callerOf(request).userId,
          consume,
        });
        if (consume) reply.raw.once('close', () => void deps.files.remove(ticket.key));
        return sendStoredFile(request, reply, deps.files, {
          key: ticket.key,
          fileName: ticket.fileName,
          contentType: ticket.contentType,
          disposition: 'attachment',
          cacheControl: 'private, no-store',
        });
      },
    );
  };
}
