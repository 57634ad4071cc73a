import { ADMIN_PATHS, auditLogQuery } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { page } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { listAudit } from './auditLog';

const tags = ['admin'];

/**
 * The administration area (issue 35, ADR 0128). The audit log is read here and written only by the services whose
 * changes it records: there is no route that changes or removes a line.
 */
export function adminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;

    app.get(
      ADMIN_PATHS.auditLog,
      {
        config: { access: 'platformAdmin' },
        schema: { summary: 'The audit log, newest first, searched', tags, querystring: auditLogQuery },
      },
      async (request) => {
        const { rows, total } = await listAudit(db, request.query);
        return page(requestLocale(request), rows, total);
      },
    );
  };
}
