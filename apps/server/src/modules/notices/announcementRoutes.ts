import {
  ANNOUNCEMENT_PATHS,
  announcementBody,
  announcementIdBody,
  editAnnouncementBody,
  pageQuery,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { ok, page } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { auditActor } from '../admin/auditLog';
import {
  addAnnouncement,
  editAnnouncement,
  listAnnouncements,
  publishAnnouncement,
  removeAnnouncement,
  withdrawAnnouncement,
} from './announcements';

const tags = ['admin'];

/** Issue 11: platform administrators manage announcements (DESIGN.md "/admin/..."). */
export function announcementRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'platformAdmin' } as const;
    app.get(
      ANNOUNCEMENT_PATHS.list,
      { config, schema: { summary: 'Every announcement, newest first', tags, querystring: pageQuery } },
      async (request) => {
        const { rows, total } = await listAnnouncements(deps.db, request.query);
        return page(requestLocale(request), rows, total);
      },
    );
    app.post(
      ANNOUNCEMENT_PATHS.add,
      { config, schema: { summary: 'Writes a draft announcement', tags, body: announcementBody } },
      async (request) =>
        ok(
          requestLocale(request),
          await addAnnouncement(deps.db, { body: request.body, actor: auditActor(request), now: deps.now() }),
        ),
    );
    app.put(
      ANNOUNCEMENT_PATHS.edit,
      { config, schema: { summary: 'Changes an announcement', tags, body: editAnnouncementBody } },
      async (request) => {
        const { announcementId, ...body } = request.body;
        const actor = auditActor(request);
        return ok(
          requestLocale(request),
          await editAnnouncement(deps.db, { announcementId, body, actor, now: deps.now() }),
        );
      },
    );
    app.post(
      ANNOUNCEMENT_PATHS.publish,
      { config, schema: { summary: 'Publishes an announcement to everyone', tags, body: announcementIdBody } },
      async (request) =>
        ok(
          requestLocale(request),
          await publishAnnouncement(deps.db, { ...request.body, actor: auditActor(request), now: deps.now() }),
        ),
    );
    app.post(
      ANNOUNCEMENT_PATHS.withdraw,
      { config, schema: { summary: 'Withdraws a published announcement', tags, body: announcementIdBody } },
      async (request) =>
        ok(
          requestLocale(request),
          await withdrawAnnouncement(deps.db, { ...request.body, actor: auditActor(request), now: deps.now() }),
        ),
    );
    app.post(
      ANNOUNCEMENT_PATHS.remove,
      { config, schema: { summary: 'Deletes an announcement', tags, body: announcementIdBody } },
      async (request) => {
        await removeAnnouncement(deps.db, { ...request.body, actor: auditActor(request), now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
  };
}
