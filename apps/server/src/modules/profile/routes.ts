import multipart from '@fastify/multipart';
import {
  AVATAR_MAX_BYTES,
  type AvatarData,
  bindEmailQuery,
  productPath,
  sendEmailCodeBody,
  updateProfileBody,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { readFilePart } from '../../http/filePart';
import { requestLocale } from '../../http/locale';
import { sendStoredImage } from '../../http/storedImage';
import { replaceAvatar } from './avatar';
import { bindEmail, sendBindEmailCode, unbindEmail } from './emailBinding';
import { getEmailSwitch, setEmailSwitch } from './emailSwitch';
import { getProfile, updateProfile } from './profile';
import { getTrialTime } from './trial';

const tags = ['profile'];
const AVATAR_LIMIT_TEXT = `${AVATAR_MAX_BYTES / 1024 / 1024} MB`;

/** Personal centre (issue 3): profile, avatar, e-mail binding and switch, trial time. */
export function profileRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart);

    app.get(
      productPath('center/getUserInfo'),
      { config: { access: 'user' }, schema: { summary: 'The personal centre profile', tags } },
      async (request) => ok(requestLocale(request), await getProfile(deps.db, callerOf(request).userId)),
    );
    app.post(
      productPath('center/updateUser'),
      {
        config: { access: 'user' },
        schema: { summary: 'Changes nick name and introduction', tags, body: updateProfileBody },
      },
      async (request) => {
        await updateProfile(deps.db, { userId: callerOf(request).userId, changes: request.body, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      productPath('center/avatar'),
      { config: { access: 'user' }, schema: { summary: 'Uploads a JPG or PNG avatar (field avatarfile)', tags } },
      async (request) => {
        const content = await readFilePart(request, {
          maxBytes: AVATAR_MAX_BYTES,
          field: 'avatarfile',
          missing: 'avatarMissing',
          tooLarge: 'avatarTooLarge',
          params: { limit: AVATAR_LIMIT_TEXT },
        });
        const imgUrl = await replaceAvatar(deps.db, {
          userId: callerOf(request).userId,
          content,
          files: deps.files,
          now: deps.now(),
        });
        const data: AvatarData = { imgUrl };
        return ok(requestLocale(request), data);
      },
    );
    app.get(
      '/profile/avatar/:name',
      {
        config: { access: 'public' },
        schema: { summary: 'An uploaded avatar image', tags, params: z.strictObject({ name: z.string().max(64) }) },
      },
      async (request, reply) => sendStoredImage(reply, deps.files, 'avatars', request.params.name),
    );

    app.post(
      productPath('userInfo/sendBindEmailCode'),
      {
        config: { access: 'user' },
        schema: { summary: 'Mails a code to bind an e-mail address', tags, body: sendEmailCodeBody },
      },
      async (request) => {
        const locale = requestLocale(request);
        await sendBindEmailCode(deps, {
          userId: callerOf(request).userId,
          email: request.body.email,
          locale,
          log: request.log,
        });
        return ok(locale, null);
      },
    );
    app.get(
      productPath('userInfo/bindUserEmail'),
      {
        config: { access: 'user' },
        schema: { summary: 'Binds the e-mail address the code was sent to', tags, querystring: bindEmailQuery },
      },
      async (request) => {
        await bindEmail(deps, { userId: callerOf(request).userId, ...request.query });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      productPath('userInfo/unbindEmail'),
      { config: { access: 'user' }, schema: { summary: 'Removes the bound e-mail address', tags } },
      async (request) => {
        await unbindEmail(deps, callerOf(request).userId);
        return ok(requestLocale(request), null);
      },
    );

    app.get(
      productPath('userswitch/getUserEmailSwitch'),
      { config: { access: 'user' }, schema: { summary: 'Whether notifications go by e-mail', tags } },
      async (request) => ok(requestLocale(request), await getEmailSwitch(deps.db, callerOf(request).userId)),
    );
    for (const [route, open] of [
      ['userswitch/openEmail', true],
      ['userswitch/closEmail', false],
    ] as const) {
      app.get(
        productPath(route),
        { config: { access: 'user' }, schema: { summary: `Turns e-mail notifications ${open ? 'on' : 'off'}`, tags } },
        async (request) => {
          await setEmailSwitch(deps.db, { userId: callerOf(request).userId, open, now: deps.now() });
          return ok(requestLocale(request), null);
        },
      );
    }

    app.get(
      productPath('trialTime/getUserTrialTime'),
      { config: { access: 'user' }, schema: { summary: 'The trial period and whether it still grants access', tags } },
      async (request) =>
        ok(requestLocale(request), await getTrialTime(deps.db, { userId: callerOf(request).userId, now: deps.now() })),
    );
  };
}
