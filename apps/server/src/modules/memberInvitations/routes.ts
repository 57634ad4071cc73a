import { MEMBER_INVITATION_PATHS, invitationIdBody } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { acceptInvitation, declineInvitation } from './answerInvitation';
import { myInvitations } from './myInvitations';

const tags = ['member invitations'];

/**
 * The invitee's side of adding by phone (issue 28, point 11; ADR 0099): the invitations to their phone,
 * accepted or declined by id, each checked to be theirs.
 */
export function memberInvitationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;

    app.get(
      MEMBER_INVITATION_PATHS.mine,
      { config: { access: 'user' }, schema: { summary: 'The open invitations to my phone', tags } },
      async (request) =>
        ok(requestLocale(request), await myInvitations(db, { userId: callerOf(request).userId, now: deps.now() })),
    );
    app.post(
      MEMBER_INVITATION_PATHS.accept,
      {
        config: { access: 'user' },
        schema: { summary: 'Accepts an invitation to my phone: joins what it names', tags, body: invitationIdBody },
      },
      async (request) => {
        const { invitationId } = request.body;
        const data = await acceptInvitation(db, { invitationId, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), data);
      },
    );
    app.post(
      MEMBER_INVITATION_PATHS.decline,
      {
        config: { access: 'user' },
        schema: { summary: 'Declines an invitation to my phone', tags, body: invitationIdBody },
      },
      async (request) => {
        const { invitationId } = request.body;
        await declineInvitation(db, { invitationId, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
  };
}
