import { NOTICE_PATHS, markReadBody, noticeIdParams, noticeListQuery, productPath } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok, page } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { listNotices, markAllRead, readAnnouncement, readMessage, unreadCount, unreadList } from './inbox';

const tags = ['notices'];

/** Issue 11, spec point 7 "Notices": the caller's announcements and messages. */
export function noticeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'user' } as const;
    app.get(
      NOTICE_PATHS.list,
      { config, schema: { summary: 'Announcements and messages, newest first', tags, querystring: noticeListQuery } },
      async (request) => {
        const { pageNum, pageSize, noticeType } = request.query;
        const locale = requestLocale(request);
        const { rows, total } = await listNotices(deps.db, {
          userId: callerOf(request).userId,
          locale,
          page: { pageNum, pageSize },
          noticeType,
        });
        return page(locale, rows, total);
      },
    );
    app.get(
      NOTICE_PATHS.unreadCount,
      { config, schema: { summary: 'How many are unread, by kind', tags } },
      async (request) => ok(requestLocale(request), await unreadCount(deps.db, callerOf(request).userId)),
    );
    app.get(
      NOTICE_PATHS.newLog,
      { config, schema: { summary: 'The latest published announcement, or null', tags } },
      async (request) => {
        const locale = requestLocale(request);
        const latest = await readAnnouncement(deps.db, {
          userId: callerOf(request).userId,
          locale,
          now: deps.now(),
          markRead: false,
        });
        return ok(locale, latest);
      },
    );
    app.get(
      NOTICE_PATHS.unreadList,
      { config, schema: { summary: 'The newest unread announcements and messages', tags } },
      async (request) => {
        const locale = requestLocale(request);
        const rows = await unreadList(deps.db, { userId: callerOf(request).userId, locale });
        return page(locale, rows, rows.length);
      },
    );
    app.post(
      NOTICE_PATHS.markRead,
      { config, schema: { summary: 'Marks every announcement, message or both read', tags, body: markReadBody } },
      async (request) =>
        ok(
          requestLocale(request),
          await markAllRead(deps.db, { userId: callerOf(request).userId, type: request.body.type, now: deps.now() }),
        ),
    );
    app.get(
      productPath('notice/:id'),
      { config, schema: { summary: 'One published announcement, marked read', tags, params: noticeIdParams } },
      async (request) => {
        const locale = requestLocale(request);
        const detail = await readAnnouncement(deps.db, {
          userId: callerOf(request).userId,
          announcementId: request.params.id,
          locale,
          now: deps.now(),
          markRead: true,
        });
        if (!detail) throw notFound();
        return ok(locale, detail);
      },
    );
    app.get(
      productPath('message/:id'),
      { config, schema: { summary: 'One of the caller’s messages, marked read', tags, params: noticeIdParams } },
      async (request) => {
        const locale = requestLocale(request);
        return ok(
          locale,
          await readMessage(deps.db, { userId: callerOf(request).userId, messageId: request.params.id, locale }),
        );
      },
    );
  };
}
