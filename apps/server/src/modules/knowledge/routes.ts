import {
  addKnowledgeBody,
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
  updateKnowledgeBody,
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
import { createSpace, deleteSpace, listSpaces, spaceInfo, updateSpace } from './spaces';

const tags = ['knowledge'];

/**
 * Knowledge bases and their people (issue 15, spec points 2 "knowledgeBase", 5, 6; ADR 0041). Every
 * `knowledge:*` route is checked on the named space by the service: 404 to a non-member, 403 to a member
 * whose role does not allow the call (KNOWLEDGE_ROLE_ACTIONS).
 */
export function knowledgeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;

    app.get(
      knowledgePath('list'),
      { config: { access: 'user' }, schema: { summary: 'The spaces the caller belongs to', tags } },
      async (request) => ok(requestLocale(request), await listSpaces(db, callerOf(request).userId)),
    );
    app.get(
      knowledgePath('info'),
      { config: { access: 'knowledge:reader' }, schema: { summary: 'One space', tags, querystring: kbIdQuery } },
      async (request) =>
        ok(requestLocale(request), await spaceInfo(db, { ...request.query, userId: callerOf(request).userId })),
    );
    app.post(
      knowledgePath('add'),
      {
        config: { access: 'user' },
        schema: {
          summary: 'Creates a space owned by the caller, optionally from a template',
          tags,
          body: addKnowledgeBody,
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        const data = await createSpace(db, {
          ...request.body,
          userId: callerOf(request).userId,
          locale,
          now: deps.now(),
        });
        return ok(locale, data);
      },
    );
    app.post(
      knowledgePath('update'),
      {
        config: { access: 'knowledge:admin' },
        schema: { summary: 'Name, remark, cover and project of a space', tags, body: updateKnowledgeBody },
      },
      async (request) => {
        await updateSpace(db, { ...request.body, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      knowledgePath('delete'),
      {
        config: { access: 'knowledge:owner' },
        schema: { summary: 'Deletes a space and everything in it', tags, body: kbIdBody },
      },
      async (request) => {
        await deleteSpace(db, { ...request.body, userId: callerOf(request).userId });
        return ok(requestLocale(request), null);
      },
    );

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
