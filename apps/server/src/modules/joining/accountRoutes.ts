import {
  JOIN_PATHS,
  accountListQuery,
  createAccountBody,
  linkTokenQuery,
  passwordLinkBody,
  setPasswordBody,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { ok, page } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import {
  createAccount,
  listAccounts,
  newPasswordLink,
  previewPasswordLink,
  setPasswordByLink,
} from './accountAdministration';
import { auditActor } from '../admin/auditLog';

const tags = ['joining'];

/**
 * Issue 38 point 2 (ADR 0108): accounts the platform administrator makes, and the one-time link with which their
 * person sets a password.
 */
export function accountLinkRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;

    app.post(
      JOIN_PATHS.adminCreateAccount,
      {
        config: { access: 'platformAdmin' },
        schema: { summary: 'Makes an account with a one-time set-password link', tags, body: createAccountBody },
      },
      async (request) => {
        const data = await createAccount(deps, { actor: auditActor(request), body: request.body });
        return ok(requestLocale(request), data);
      },
    );
    app.get(
      JOIN_PATHS.adminAccounts,
      {
        config: { access: 'platformAdmin' },
        schema: { summary: 'Every account, newest first', tags, querystring: accountListQuery },
      },
      async (request) => {
        const { rows, total } = await listAccounts(db, request.query);
        return page(requestLocale(request), rows, total);
      },
    );
    app.post(
      JOIN_PATHS.adminPasswordLink,
      {
        config: { access: 'platformAdmin' },
        schema: { summary: 'A new one-time set-password link for an account', tags, body: passwordLinkBody },
      },
      async (request) => {
        const data = await newPasswordLink(deps, { actor: auditActor(request), userId: request.body.userId });
        return ok(requestLocale(request), data);
      },
    );
    app.get(
      JOIN_PATHS.passwordLinkPreview,
      {
        config: { access: 'public' },
        schema: { summary: 'Whose password a link sets', tags, querystring: linkTokenQuery },
      },
      async (request) =>
        ok(requestLocale(request), await previewPasswordLink(db, { token: request.query.token, now: deps.now() })),
    );
    app.post(
      JOIN_PATHS.setPassword,
      {
        config: { access: 'public' },
        schema: { summary: 'Sets the password with a one-time link and signs in', tags, body: setPasswordBody },
      },
      async (request) => ok(requestLocale(request), await setPasswordByLink(deps, request.body)),
    );
  };
}
