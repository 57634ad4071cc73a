import { bindPhoneBody, bindPhoneCodeBody, changePasswordBody, productPath } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { changePassword } from './passwordChange';
import { bindPhone, sendBindPhoneCode, unbindPhone } from './phoneBinding';

/** A signed-in user's password and phone (spec points 5 "Bind phone" and 7). */
export function credentialRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['account'];

    app.post(
      productPath('center/resetPwd'),
      {
        config: { access: 'user' },
        schema: { summary: 'Changes the password; other sessions end', tags, body: changePasswordBody },
      },
      async (request) => {
        const { userId, sessionId } = callerOf(request);
        await changePassword(deps, { ...request.body, userId, sessionId });
        return ok(requestLocale(request), null);
      },
    );

    app.post(
      productPath('userInfo/sendBindPhoneCode'),
      {
        config: { access: 'user' },
        schema: { summary: 'Texts a code to bind a phone', tags, body: bindPhoneCodeBody },
      },
      async (request) => {
        const userId = callerOf(request).userId;
        const locale = requestLocale(request);
        const data = await sendBindPhoneCode(deps, { phone: request.body.phonenumber, userId, locale });
        return ok(locale, data);
      },
    );

    // POST with a body where the specification has GET with a query: a password must not travel in a URL
    // (docs/adr/0008-bind-phone-by-post.md).
    app.post(
      productPath('userInfo/change'),
      {
        config: { access: 'user' },
        schema: { summary: 'Binds a phone and sets the password', tags, body: bindPhoneBody },
      },
      async (request) => {
        const { userId, sessionId } = callerOf(request);
        await bindPhone(deps, { ...request.body, userId, sessionId });
        return ok(requestLocale(request), null);
      },
    );

    app.post(
      productPath('userInfo/unbindPhone'),
      { config: { access: 'user' }, schema: { summary: 'Unbinds the phone', tags } },
      async (request) => {
        await unbindPhone(deps, { userId: callerOf(request).userId });
        return ok(requestLocale(request), null);
      },
    );
  };
}
