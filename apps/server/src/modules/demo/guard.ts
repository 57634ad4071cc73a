import { DEMO_UPLOAD_MAX_BYTES, ResultCode, formatMessage } from '@questline/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { forbidden, unauthorized } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { demoMayCall } from './demoRoutes';
import { sandboxLives } from './sandboxes';

/** Bytes a header announces: the body's, or a resumable upload's whole file (tus `Upload-Length`). */
function announcedBytes(value: string | string[] | undefined): number {
  const bytes = Number(Array.isArray(value) ? value[0] : value);
  return Number.isFinite(bytes) ? bytes : 0;
}

/**
 * The live demo's fence (issue 39, ADR 0121), after the access check: a demo person calls only what demoRoutes
 * opens to them, sends nothing over 2 MB, and only while their sandbox lives (a removed one ends the session).
 */
export function registerDemoGuard(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'now'>): void {
  app.addHook('onRequest', async (request, reply) => {
    const sandboxId = request.caller?.demoSandboxId;
    const access = request.routeOptions.config.access;
    if (sandboxId === undefined || access === undefined) return;
    if (!demoMayCall(request.method, request.routeOptions.url ?? '', access)) throw forbidden('demoRefused');
    const bytes = Math.max(
      announcedBytes(request.headers['content-length']),
      announcedBytes(request.headers['upload-length']),
    );
    // A body of unknown length could be any size, so the demo takes none.
    if (bytes > DEMO_UPLOAD_MAX_BYTES || request.headers['transfer-encoding'] !== undefined) {
      const msg = formatMessage(requestLocale(request), 'demoUploadTooLarge', {
        max: DEMO_UPLOAD_MAX_BYTES / 1024 / 1024,
      });
      return reply.status(413).send({ code: ResultCode.payloadTooLarge, msg });
    }
    if (!(await sandboxLives(deps, sandboxId))) throw unauthorized('demoOver');
  });
}
