import {
  JOIN_PATHS,
  anonymousSendEmailCodeBody,
  anonymousSendPhoneCodeBody,
  emailRegisterBody,
  emailResetBody,
  checkPhoneCodeBody,
  loginBody,
  phoneCodeLoginBody,
  registerBody,
  registerQuery,
  resetPasswordBody,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { createCaptcha } from './captcha';
import { login } from './login';
import { phoneCodeLogin } from './phoneCodeLogin';
import { verifyPhoneCode } from './phoneCodes';
import { emailRegister, emailResetPassword, sendAnonymousEmailCode } from './emailRegistration';
import { register, resetPassword, sendAnonymousPhoneCode } from './registration';

/** The public calls of spec point 7 that get a visitor in: captcha, login (password or code), registration, reset. */
export function signInRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['account'];

    app.get(
      '/captchaImage',
      { config: { access: 'public' }, schema: { summary: 'A single-use image captcha', tags } },
      async (request) => ok(requestLocale(request), await createCaptcha(deps)),
    );

    app.post(
      '/register/login',
      { config: { access: 'public' }, schema: { summary: 'Signs in with the captcha', tags, body: loginBody } },
      async (request) => ok(requestLocale(request), await login(deps, { ...request.body, ip: request.ip })),
    );

    app.post(
      '/register/phoneCodeAdd',
      {
        config: { access: 'public' },
        schema: { summary: 'Signs in with a phone code; registers a new phone', tags, body: phoneCodeLoginBody },
      },
      async (request) => ok(requestLocale(request), await phoneCodeLogin(deps, { ...request.body, ip: request.ip })),
    );

    app.post(
      '/register/anonymousSendPhoneCode',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Texts a code for registration, reset or code sign-in',
          tags,
          body: anonymousSendPhoneCodeBody,
        },
      },
      async (request) => {
        const { phonenumber, scene, code, uuid } = request.body;
        const locale = requestLocale(request);
        const captcha = { code, uuid };
        const data = await sendAnonymousPhoneCode(deps, { phone: phonenumber, scene, ip: request.ip, locale, captcha });
        return ok(locale, data);
      },
    );

    app.post(
      '/register/checkPhoneCode',
      {
        config: { access: 'public' },
        schema: { summary: 'Checks a phone code without using it up', tags, body: checkPhoneCodeBody },
      },
      async (request) => {
        const { phonenumber, scene, code } = request.body;
        await verifyPhoneCode(deps, { phone: phonenumber, scene }, code);
        return ok(requestLocale(request), null);
      },
    );

    app.post(
      '/register/registerAdd',
      {
        config: { access: 'public' },
        schema: { summary: 'Registers by phone and signs in', tags, body: registerBody, querystring: registerQuery },
      },
      async (request) => {
        const data = await register(deps, { ...request.body, invitation: request.query.invitation });
        return ok(requestLocale(request), data);
      },
    );

    app.post(
      '/register/resetPwd',
      {
        config: { access: 'public' },
        schema: { summary: 'Resets a forgotten password by phone code', tags, body: resetPasswordBody },
      },
      async (request) => {
        await resetPassword(deps, request.body);
        return ok(requestLocale(request), null);
      },
    );

    // Issue 38 point 2 (ADR 0108): the same three steps by e-mail, offered when SMTP_URL is set.
    app.post(
      JOIN_PATHS.sendEmailCode,
      {
        config: { access: 'public' },
        schema: { summary: 'Mails a code for registration or reset', tags, body: anonymousSendEmailCodeBody },
      },
      async (request) => {
        const { email, scene, code, uuid } = request.body;
        const locale = requestLocale(request);
        const captcha = { code, uuid };
        const input = { email, scene, ip: request.ip, locale, captcha, log: request.log };
        return ok(locale, await sendAnonymousEmailCode(deps, input));
      },
    );
    app.post(
      JOIN_PATHS.emailRegister,
      {
        config: { access: 'public' },
        schema: { summary: 'Registers by e-mail and signs in', tags, body: emailRegisterBody },
      },
      async (request) => ok(requestLocale(request), await emailRegister(deps, request.body)),
    );
    app.post(
      JOIN_PATHS.emailReset,
      {
        config: { access: 'public' },
        schema: { summary: 'Resets a forgotten password by e-mail code', tags, body: emailResetBody },
      },
      async (request) => {
        await emailResetPassword(deps, request.body);
        return ok(requestLocale(request), null);
      },
    );
  };
}
