import {
  INSTALLATION_PATH,
  type InstallationInfo,
  type SocialProvider,
  updateLogBody,
  updateLogEditBody,
  updateLogIdParams,
  updateLogListQuery,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { thisBuildEntry } from './downloads';
import { auditActor } from '../admin/auditLog';
import { portalSettings } from '../admin/settings';
import {
  addUpdateLogEntry,
  deleteUpdateLogEntry,
  editUpdateLogEntry,
  updateLogEntries,
  updateLogYears,
} from './updateLog';

const tags = ['portal'];

/** A provider is offered once its app id is set (socialLogin.ts refuses the others). */
function installationInfo(config: Config): InstallationInfo {
  const configured: [SocialProvider, boolean][] = [
    ['weichat', config.wechat.appId !== ''],
    ['qq', config.qq.appId !== ''],
  ];
  return {
    edition: config.edition,
    socialLogins: configured.filter(([, on]) => on).map(([provider]) => provider),
    smsTexted: config.sms.provider !== 'log',
    mailConfigured: config.smtpUrl !== undefined,
  };
}

/**
 * The public portal's calls (issue 12; spec point 7, no token) and the update log's editing, which only a
 * platform administrator may do. The QR codes, contact and downloads are the administration area's settings
 * (issue 35), read on every call so that a change shows on every instance at once.
 */
export function portalRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, config } = deps;
    const defaultDownloads = [thisBuildEntry()];

    app.get(
      '/register/updateLogYearList',
      { config: { access: 'public' }, schema: { summary: 'Years of the update log, newest first', tags } },
      async (request) => {
        const locale = requestLocale(request);
        return ok(locale, await updateLogYears(db, locale));
      },
    );
    app.get(
      '/register/updateLogInfoList',
      {
        config: { access: 'public' },
        schema: { summary: "One year's update-log entries", tags, querystring: updateLogListQuery },
      },
      async (request) => {
        const locale = requestLocale(request);
        return ok(locale, await updateLogEntries(db, locale, request.query.year));
      },
    );
    app.post(
      '/register/updateLog',
      {
        config: { access: 'platformAdmin' },
        schema: { summary: 'Adds an update-log entry', tags, body: updateLogBody },
      },
      async (request) => {
        const actor = auditActor(request);
        return ok(requestLocale(request), await addUpdateLogEntry(db, { actor, body: request.body, now: deps.now() }));
      },
    );
    app.put(
      '/register/updateLog',
      {
        config: { access: 'platformAdmin' },
        schema: { summary: 'Edits an update-log entry', tags, body: updateLogEditBody },
      },
      async (request) => {
        const { id, ...body } = request.body;
        await editUpdateLogEntry(db, { actor: auditActor(request), id, body, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
    app.delete(
      '/register/updateLog/:id',
      {
        config: { access: 'platformAdmin' },
        schema: { summary: 'Deletes an update-log entry', tags, params: updateLogIdParams },
      },
      async (request) => {
        await deleteUpdateLogEntry(db, { actor: auditActor(request), id: request.params.id, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );

    app.get(
      INSTALLATION_PATH,
      {
        config: { access: 'public' },
        schema: { summary: 'The edition, the configured social sign-ins, SMS and mail (ADRs 0103, 0108)', tags },
      },
      async (request) => ok(requestLocale(request), installationInfo(config)),
    );
    app.get(
      '/anonymous/interface/getWeChatGroupQRCode',
      {
        config: { access: 'public' },
        schema: { summary: 'The group QR code images (settings, PORTAL_GROUP_QR_CODES)', tags },
      },
      async (request) => ok(requestLocale(request), { configValue: (await portalSettings(db, config)).groupQrCodes }),
    );
    app.get(
      '/anonymous/interface/portalContact',
      { config: { access: 'public' }, schema: { summary: "The administrator's contact details", tags } },
      async (request) => {
        const portal = await portalSettings(db, config);
        const contact = { email: portal.contactEmail, phone: portal.contactPhone, image: portal.supportImage };
        return ok(requestLocale(request), contact);
      },
    );
    app.get(
      '/anonymous/interface/downloadList',
      {
        config: { access: 'public' },
        schema: { summary: 'Download entries (settings, PORTAL_DOWNLOADS, or this build)', tags },
      },
      async (request) => {
        const { downloads } = await portalSettings(db, config);
        return ok(requestLocale(request), downloads.length > 0 ? downloads : defaultDownloads);
      },
    );
  };
}
