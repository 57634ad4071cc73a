import {
  ADMIN_PATHS,
  adminUserBody,
  adminUserQuery,
  auditLogQuery,
  changePlanBody,
  endUserSessionBody,
  grantRoleBody,
  portalSettingsBody,
  serviceAddressesBody,
  revokeRoleBody,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { ok, page } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { auditActor, listAudit } from './auditLog';
import { dashboard } from './dashboard';
import { grantRole, listRoles, revokeRole } from './roles';
import { adminSettings, saveAddressSettings, savePortalSettings } from './settings';
import { userDetail } from './userDetail';
import { changePlan } from './userPlan';
import { endPersonSession, setDisabled } from './userStanding';

const tags = ['admin'];

/**
 * The administration area (issue 35, ADR 0128). The audit log is read here and written only by the services whose
 * changes it records: there is no route that changes or removes a line.
 */
export function adminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;

    app.get(
      ADMIN_PATHS.dashboard,
      {
        config: { access: 'platformAdmin' },
        schema: { summary: 'People, projects, issues, storage, orders and work orders at a glance', tags },
      },
      async (request) =>
        ok(requestLocale(request), await dashboard(db, { now: deps.now(), sessionTtlMs: deps.config.sessionTtlMs })),
    );
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

    app.get(
      ADMIN_PATHS.userDetail,
      {
        config: { access: 'platformAdmin' },
        schema: {
          summary: "A person's plan, projects, sessions, bindings, points and orders",
          tags,
          querystring: adminUserQuery,
        },
      },
      async (request) =>
        ok(requestLocale(request), await userDetail(db, { userId: request.query.userId, now: deps.now() })),
    );
    for (const [path, disabled] of [
      [ADMIN_PATHS.disableUser, true],
      [ADMIN_PATHS.enableUser, false],
    ] as const) {
      app.post(
        path,
        {
          config: { access: 'platformAdmin' },
          schema: {
            summary: disabled ? 'Disables an account and ends its sessions at once' : 'Enables an account again',
            tags,
            body: adminUserBody,
          },
        },
        async (request) => {
          await setDisabled(deps, { actor: auditActor(request), userId: request.body.userId, disabled });
          return ok(requestLocale(request), null);
        },
      );
    }
    app.post(
      ADMIN_PATHS.endUserSession,
      {
        config: { access: 'platformAdmin' },
        schema: { summary: "Ends one of a person's sessions", tags, body: endUserSessionBody },
      },
      async (request) => {
        await endPersonSession(deps, { actor: auditActor(request), ...request.body });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      ADMIN_PATHS.changeUserPlan,
      {
        config: { access: 'platformAdmin' },
        schema: { summary: "Changes a person's plan, with a reason", tags, body: changePlanBody },
      },
      async (request) => {
        await changePlan(deps, { actor: auditActor(request), body: request.body });
        return ok(requestLocale(request), null);
      },
    );

    app.get(
      ADMIN_PATHS.settings,
      {
        config: { access: 'platformAdmin' },
        schema: { summary: 'The settings in use and where they come from', tags },
      },
      async (request) => ok(requestLocale(request), await adminSettings(db, deps.config)),
    );
    app.post(
      ADMIN_PATHS.savePortalSettings,
      {
        config: { access: 'platformAdmin' },
        schema: { summary: "Saves the portal's settings for every instance", tags, body: portalSettingsBody },
      },
      async (request) => {
        const data = await savePortalSettings(deps, { actor: auditActor(request), body: request.body });
        return ok(requestLocale(request), data);
      },
    );
    app.post(
      ADMIN_PATHS.saveAddressSettings,
      {
        config: { access: 'platformAdmin' },
        schema: {
          summary: 'Saves the addresses handed to the web app, for every instance',
          tags,
          body: serviceAddressesBody,
        },
      },
      async (request) => {
        const data = await saveAddressSettings(deps, { actor: auditActor(request), body: request.body });
        return ok(requestLocale(request), data);
      },
    );

    app.get(
      ADMIN_PATHS.roles,
      { config: { access: 'platformAdmin' }, schema: { summary: 'Who holds a support or finance role', tags } },
      async (request) => ok(requestLocale(request), await listRoles(db)),
    );
    app.post(
      ADMIN_PATHS.grantRole,
      {
        config: { access: 'platformAdmin' },
        schema: { summary: 'Grants a support or finance role', tags, body: grantRoleBody },
      },
      async (request) => {
        await grantRole(deps, { actor: auditActor(request), body: request.body });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      ADMIN_PATHS.revokeRole,
      {
        config: { access: 'platformAdmin' },
        schema: { summary: 'Takes a support or finance role back', tags, body: revokeRoleBody },
      },
      async (request) => {
        await revokeRole(deps, { actor: auditActor(request), ...request.body });
        return ok(requestLocale(request), null);
      },
    );
  };
}
