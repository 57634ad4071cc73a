import {
  createInviteLinkBody,
  inviteCodeBody,
  inviteCodeQuery,
  inviteLinkBody,
  inviteMemberBody,
  kbIdBody,
  kbIdQuery,
  kbMemberBody,
  knowledgePath,
  setMemberRoleBody,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { phoneAddAnswer } from '../memberInvitations/answers';
import {
  acceptInvite,
  createInviteLink,
  inviteByPhone,
  inviteInfo,
  listInviteLinks,
  listMembers,
  quitSpace,
  removeMember,
  revokeInviteLink,
  setMemberRole,
} from './members';

const tags = ['knowledge'];

/**
 * The people of a space (issue 15, ADR 0041): its members and their roles, adding by phone (ADR 0099), leaving,
 * and the invitation links of ADR 0044.
 */
export function knowledgeMemberRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;

    app.get(
      knowledgePath('member/list'),
      {
        config: { access: 'knowledge:reader' },
        schema: { summary: 'The members of a space', tags, querystring: kbIdQuery },
      },
      async (request) =>
        ok(requestLocale(request), await listMembers(db, { ...request.query, userId: callerOf(request).userId })),
    );
    app.post(
      knowledgePath('member/invite'),
      {
        config: { access: 'knowledge:admin' },
        schema: {
          summary: 'Adds a contact by phone with a role, or invites the number (ADR 0099)',
          tags,
          body: inviteMemberBody,
        },
      },
      async (request) => {
        const answer = await inviteByPhone(deps, {
          ...request.body,
          userId: callerOf(request).userId,
          now: deps.now(),
        });
        return phoneAddAnswer(requestLocale(request), request.body.phone, answer);
      },
    );
    app.post(
      knowledgePath('member/role'),
      {
        config: { access: 'knowledge:admin' },
        schema: { summary: "Changes a member's role", tags, body: setMemberRoleBody },
      },
      async (request) => {
        await setMemberRole(db, { ...request.body, callerId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      knowledgePath('member/remove'),
      { config: { access: 'knowledge:admin' }, schema: { summary: 'Removes a member', tags, body: kbMemberBody } },
      async (request) => {
        await removeMember(db, { ...request.body, callerId: callerOf(request).userId });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      knowledgePath('member/quit'),
      {
        config: { access: 'knowledge:reader' },
        schema: { summary: 'The caller leaves a space', tags, body: kbIdBody },
      },
      async (request) => {
        await quitSpace(db, { ...request.body, userId: callerOf(request).userId });
        return ok(requestLocale(request), null);
      },
    );

    app.post(
      knowledgePath('invite/create'),
      {
        config: { access: 'knowledge:admin' },
        schema: { summary: 'An invitation link with a role and an optional expiry', tags, body: createInviteLinkBody },
      },
      async (request) => {
        const data = await createInviteLink(db, { ...request.body, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), data);
      },
    );
    app.get(
      knowledgePath('invite/list'),
      {
        config: { access: 'knowledge:admin' },
        schema: { summary: 'Invitation links that work', tags, querystring: kbIdQuery },
      },
      async (request) => {
        const data = await listInviteLinks(db, { ...request.query, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), data);
      },
    );
    app.post(
      knowledgePath('invite/revoke'),
      {
        config: { access: 'knowledge:admin' },
        schema: { summary: 'Revokes an invitation link', tags, body: inviteLinkBody },
      },
      async (request) => {
        await revokeInviteLink(db, { ...request.body, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
    app.get(
      knowledgePath('invite/info'),
      {
        config: { access: 'user' },
        schema: { summary: 'The space an invitation link joins', tags, querystring: inviteCodeQuery },
      },
      async (request) => {
        const data = await inviteInfo(db, { ...request.query, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), data);
      },
    );
    app.post(
      knowledgePath('invite/accept'),
      { config: { access: 'user' }, schema: { summary: 'Joins a space through a link', tags, body: inviteCodeBody } },
      async (request) => {
        const data = await acceptInvite(db, { ...request.body, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), data);
      },
    );
  };
}
