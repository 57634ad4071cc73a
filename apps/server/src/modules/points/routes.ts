import {
  INVITATION_PATHS,
  POINTS_PATHS,
  invitationListQuery,
  pointsAdjustBody,
  pointsAmendBody,
  pointsIdParams,
  pointsListQuery,
  productPath,
  signInParams,
  timeZoneQuery,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok, page } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { issueDownload } from '../downloads/downloads';
import { adjustPoints, amendEntry, entryOf, listEntries, reverseEntry } from './entries';
import { exportEntriesWorkbook } from './export';
import { auditActor } from '../admin/auditLog';
import { inviteeCount, listInvitees } from './invitations';
import { pointsSummary, signIn, signInDays } from './signIn';

const tags = ['points'];
const config = { access: 'user' } as const;
const admin = { access: 'platformAdmin' } as const;

/**
 * Points (spec point 7 "Points and trial" and "Invitation"; issue 30, ADR 0111): the caller's balance, daily
 * sign-in and ledger, the platform administrator's corrections and export, and the people the caller invited.
 */
export function pointsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;
    const caller = (userId: number, timeZone: string) => ({ userId, timeZone, now: deps.now() });

    app.get(
      POINTS_PATHS.summary,
      { config, schema: { summary: 'My points and today’s sign-in', tags, querystring: timeZoneQuery } },
      async (request) =>
        ok(requestLocale(request), await pointsSummary(db, caller(callerOf(request).userId, request.query.timeZone))),
    );
    app.get(
      POINTS_PATHS.signInList,
      { config, schema: { summary: 'Seven days of my sign-in run', tags, querystring: timeZoneQuery } },
      async (request) =>
        ok(requestLocale(request), await signInDays(db, caller(callerOf(request).userId, request.query.timeZone))),
    );
    app.get(
      POINTS_PATHS.checkedIn,
      { config, schema: { summary: 'Whether I signed in today', tags, querystring: timeZoneQuery } },
      async (request) => {
        const summary = await pointsSummary(db, caller(callerOf(request).userId, request.query.timeZone));
        return ok(requestLocale(request), summary.signedInToday);
      },
    );
    app.get(
      productPath('integral/addSignIn/:value'),
      {
        config,
        schema: { summary: 'Signs in for today', tags, params: signInParams, querystring: timeZoneQuery },
      },
      async (request) => {
        const who = caller(callerOf(request).userId, request.query.timeZone);
        return ok(requestLocale(request), await signIn(db, who, request.params.value));
      },
    );
    app.get(
      INVITATION_PATHS.list,
      { config, schema: { summary: 'The people I invited', tags, querystring: invitationListQuery } },
      async (request) => {
        const { rows, total } = await listInvitees(db, { userId: callerOf(request).userId, ...request.query });
        return page(requestLocale(request), rows, total);
      },
    );
    app.get(
      INVITATION_PATHS.count,
      { config, schema: { summary: 'How many people I invited', tags } },
      async (request) => ok(requestLocale(request), await inviteeCount(db, callerOf(request).userId)),
    );
    app.get(
      POINTS_PATHS.list,
      {
        config,
        schema: { summary: 'My points ledger (anyone’s for the administrator)', tags, querystring: pointsListQuery },
      },
      async (request) => {
        const { rows, total } = await listEntries(db, callerOf(request), request.query);
        return page(requestLocale(request), rows, total);
      },
    );
    app.get(
      POINTS_PATHS.export,
      {
        config: admin,
        schema: {
          summary: 'The filtered ledger as .xlsx, fetched once from /common/download',
          tags,
          querystring: pointsListQuery,
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const locale = requestLocale(request);
        const workbook = await exportEntriesWorkbook(db, { caller, query: request.query, locale });
        const fileName = await issueDownload(deps, {
          userId: caller.userId,
          fileName: `points-${deps.now().toISOString().slice(0, 10).replaceAll('-', '')}.xlsx`,
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          write: workbook,
        });
        return ok(locale, { fileName });
      },
    );
    app.get(
      productPath('integral/:id'),
      { config, schema: { summary: 'One points entry', tags, params: pointsIdParams } },
      async (request) => ok(requestLocale(request), await entryOf(db, callerOf(request), request.params.id)),
    );
    app.post(
      POINTS_PATHS.adjust,
      { config: admin, schema: { summary: 'Gives or takes points, with the reason', tags, body: pointsAdjustBody } },
      async (request) =>
        ok(
          requestLocale(request),
          await adjustPoints(db, { actor: auditActor(request), body: request.body, now: deps.now() }),
        ),
    );
    app.put(
      POINTS_PATHS.adjust,
      {
        config: admin,
        schema: { summary: 'Reverses an entry and writes its replacement', tags, body: pointsAmendBody },
      },
      async (request) =>
        ok(
          requestLocale(request),
          await amendEntry(db, { actor: auditActor(request), body: request.body, now: deps.now() }),
        ),
    );
    app.delete(
      productPath('integral/:id'),
      {
        config: admin,
        schema: { summary: 'Reverses an entry (it stays in the history)', tags, params: pointsIdParams },
      },
      async (request) =>
        ok(
          requestLocale(request),
          await reverseEntry(db, { actor: auditActor(request), id: request.params.id, now: deps.now() }),
        ),
    );
  };
}
