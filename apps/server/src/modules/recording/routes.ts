import { RECORDING_AVAILABILITY_PATH, projectIdQuery } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { recordingAvailability } from './availability';

/**
 * Issue 32, screen recording (ADR 0119): whether a project may record. The recording itself goes through the
 * attachment upload with `source=recording`, which checks the plan again.
 */
export function recordingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      RECORDING_AVAILABILITY_PATH,
      {
        config: { access: 'project:member' },
        schema: {
          summary: "Whether the project's members may record the screen (paid plans only) and the size limit",
          tags: ['attachments'],
          querystring: projectIdQuery,
        },
      },
      async (request) =>
        ok(
          requestLocale(request),
          await recordingAvailability(deps.db, {
            projectId: request.query.projectId,
            userId: callerOf(request).userId,
          }),
        ),
    );
  };
}
