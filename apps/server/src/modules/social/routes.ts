import {
  type SocialProvider,
  bindUserPhotoQuery,
  cancelEmpowerParams,
  productPath,
  socialCallbackQuery,
  socialUrlQuery,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { adoptSocialAvatar } from './socialAvatar';
import { bindSocialAccount, cancelEmpower, listEmpower } from './socialBinding';
import { socialLogin, socialUrl } from './socialLogin';

const tags = ['social'];
/** The specification's path spelling of each provider's callback call. */
const callbackSuffix: Record<SocialProvider, string> = { weichat: 'Weichat', qq: 'QQ' };

/** WeChat and QQ sign-in and bindings (spec point 6 "Bindings", point 7). */
export function socialRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/register/socialLoginUrl',
      {
        config: { access: 'public' },
        schema: { summary: 'Where to authorise a social sign-in', tags, querystring: socialUrlQuery },
      },
      async (request) =>
        ok(requestLocale(request), await socialUrl(deps, { provider: request.query.type, purpose: { kind: 'login' } })),
    );
    app.get(
      productPath('userInfo/socialBindUrl'),
      {
        config: { access: 'user' },
        schema: { summary: 'Where to authorise binding a social account', tags, querystring: socialUrlQuery },
      },
      async (request) =>
        ok(
          requestLocale(request),
          await socialUrl(deps, {
            provider: request.query.type,
            purpose: { kind: 'bind', userId: callerOf(request).userId },
          }),
        ),
    );

    for (const provider of ['weichat', 'qq'] as const) {
      app.get(
        `/register/login${callbackSuffix[provider]}`,
        {
          config: { access: 'public' },
          schema: { summary: `Signs in with ${provider}`, tags, querystring: socialCallbackQuery },
        },
        async (request) =>
          ok(requestLocale(request), await socialLogin(deps, { provider, ...request.query, log: request.log })),
      );
      app.get(
        productPath(`userInfo/bindingUser${callbackSuffix[provider]}`),
        {
          config: { access: 'user' },
          schema: { summary: `Binds a ${provider} account`, tags, querystring: socialCallbackQuery },
        },
        async (request) => {
          await bindSocialAccount(deps, {
            userId: callerOf(request).userId,
            provider,
            ...request.query,
            log: request.log,
          });
          return ok(requestLocale(request), null);
        },
      );
    }

    app.get(
      productPath('userInfo/bindUserPhoto'),
      {
        config: { access: 'user' },
        schema: {
          summary: 'Uses a bound WeChat/QQ account picture as the avatar',
          tags,
          querystring: bindUserPhotoQuery,
        },
      },
      async (request) =>
        ok(
          requestLocale(request),
          await adoptSocialAvatar(deps, { userId: callerOf(request).userId, provider: request.query.provider }),
        ),
    );

    app.get(
      productPath('getEmpower'),
      { config: { access: 'user' }, schema: { summary: 'The bound social accounts', tags } },
      async (request) => ok(requestLocale(request), await listEmpower(deps, callerOf(request).userId)),
    );
    app.post(
      productPath('cancelEmpower/:id'),
      {
        config: { access: 'user' },
        schema: {
          summary: 'Unbinds one social account',
          tags,
          params: cancelEmpowerParams,
        },
      },
      async (request) => {
        await cancelEmpower(deps, { userId: callerOf(request).userId, id: request.params.id });
        return ok(requestLocale(request), null);
      },
    );
  };
}
