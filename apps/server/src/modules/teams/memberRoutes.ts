import {
  addTeamMemberBody,
  batchAddTeamMemberBody,
  moveTeamMemberBody,
  setTeamMemberRoleBody,
  teamIdBody,
  teamMemberBody,
  teamMemberListQuery,
  productPath,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { phoneAddAnswer } from '../memberInvitations/answers';
import { addMember, batchAddMembers, listMembers, moveMember, quitTeam, removeMember, setMemberRole } from './members';

const tags = ['teams'];
const team = (path: string) => productPath(`team/${path}`);

/**
 * Issue 9: a team's members (spec point 7 "Teams"): the list by department, adding by phone (ADR 0099), moving,
 * roles, removing and leaving.
 */
export function teamMemberRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;

    app.get(
      team('memberList'),
      {
        config: { access: 'team:member' },
        schema: { summary: 'Members of the team or of one department', tags, querystring: teamMemberListQuery },
      },
      async (request) =>
        ok(requestLocale(request), await listMembers(db, { callerId: callerOf(request).userId, ...request.query })),
    );
    app.post(
      team('addMember'),
      {
        config: { access: 'team:admin' },
        schema: { summary: 'Adds a contact by phone, or invites the number (ADR 0099)', tags, body: addTeamMemberBody },
      },
      async (request) => {
        const answer = await addMember(deps, { callerId: callerOf(request).userId, ...request.body, now: deps.now() });
        return phoneAddAnswer(requestLocale(request), request.body.phone, answer);
      },
    );
    app.post(
      team('batchAddMember'),
      {
        config: { access: 'team:admin' },
        schema: { summary: 'Adds contacts by phone and invites the other numbers', tags, body: batchAddTeamMemberBody },
      },
      async (request) => {
        const locale = requestLocale(request);
        const data = await batchAddMembers(deps, {
          callerId: callerOf(request).userId,
          ...request.body,
          now: deps.now(),
          locale,
        });
        return ok(locale, data);
      },
    );
    app.post(
      team('moveMember'),
      {
        config: { access: 'team:admin' },
        schema: { summary: 'Moves a member to another department', tags, body: moveTeamMemberBody },
      },
      async (request) => {
        await moveMember(db, { callerId: callerOf(request).userId, ...request.body, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      team('setMemberRole'),
      {
        config: { access: 'team:admin' },
        schema: { summary: 'Makes a member an admin or a plain member', tags, body: setTeamMemberRoleBody },
      },
      async (request) => {
        await setMemberRole(db, { callerId: callerOf(request).userId, ...request.body, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      team('removeMember'),
      { config: { access: 'team:admin' }, schema: { summary: 'Removes a member', tags, body: teamMemberBody } },
      async (request) => {
        await removeMember(db, { callerId: callerOf(request).userId, ...request.body });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      team('quitTeam'),
      { config: { access: 'team:member' }, schema: { summary: 'Leaves the team', tags, body: teamIdBody } },
      async (request) => {
        await quitTeam(db, { callerId: callerOf(request).userId, ...request.body });
        return ok(requestLocale(request), null);
      },
    );
  };
}
