import {
  type MessageKey,
  type MessageParams,
  ResultCode,
  addMemberBody,
  batchAddMembersBody,
  formatMessage,
  importMembersBody,
  memberBody,
  membersOfOtherProjectBody,
  membersOfTeamBody,
  productPath,
  projectUserListBody,
  renameMemberBody,
} from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { phoneAddAnswer } from '../memberInvitations/answers';
import { type AddOutcome, addMemberByPhone, addMembersByPhones, toBatchData } from './addMembers';
import { importMembers } from './importMembers';
import { leaveRoutes } from './leaveRoutes';
import { candidatesFromProject, candidatesFromTeam, listMembers } from './listMembers';
import { renameMember, setMemberRole } from './memberRoles';

const tags = ['project users'];
const path = (name: string) => productPath(`projectUser/${name}`);

/**
 * DOMAIN.md batch rule: nothing refused answers 200 (saying how many were invited, when some were), some
 * refused answers 500201 with each refusal's message.
 */
function batchAnswer(request: FastifyRequest, outcome: AddOutcome) {
  const locale = requestLocale(request);
  const data = toBatchData(outcome, (key: MessageKey, params?: MessageParams) => formatMessage(locale, key, params));
  const msg =
    data.invited.length === 0
      ? formatMessage(locale, 'ok')
      : formatMessage(locale, 'memberInvitationsSent', { added: data.succeeded.length, invited: data.invited.length });
  return { code: data.failed.length === 0 ? ResultCode.ok : ResultCode.partial, msg, data };
}

/** Issue 8: project users (spec point 7 "Project users", point 6 roles). */
export function memberRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const caller = (request: FastifyRequest) => callerOf(request).userId;

    app.post(
      path('getProjectUserList'),
      {
        config: { access: 'project:member' },
        schema: { summary: 'Members, roles and the member limit', tags, body: projectUserListBody },
      },
      async (request) =>
        ok(
          requestLocale(request),
          await listMembers(deps.db, { projectId: request.body.projectId, userId: caller(request), now: deps.now() }),
        ),
    );
    app.post(
      path('addProjectUserByProAdmin'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'Adds a contact by phone, or invites the number (ADR 0099)', tags, body: addMemberBody },
      },
      async (request) => {
        const { projectId, phone } = request.body;
        const answer = await addMemberByPhone(deps, { projectId, phone, callerId: caller(request), now: deps.now() });
        return phoneAddAnswer(requestLocale(request), phone, answer);
      },
    );
    app.post(
      path('batchAddProjectUserByProAdmin'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'Adds contacts by phone and invites the other numbers', tags, body: batchAddMembersBody },
      },
      async (request) => {
        const { projectId, phoneArr } = request.body;
        const outcome = await addMembersByPhones(deps, {
          projectId,
          phones: phoneArr,
          callerId: caller(request),
          now: deps.now(),
        });
        return batchAnswer(request, outcome);
      },
    );
    app.post(
      path('getProjectUserListByTwoProId'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'People of another project not yet in this one', tags, body: membersOfOtherProjectBody },
      },
      async (request) =>
        ok(requestLocale(request), await candidatesFromProject(deps.db, { ...request.body, userId: caller(request) })),
    );
    app.post(
      path('getTeamUserListByTwoProId'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'People of a team (or department) not yet in this project', tags, body: membersOfTeamBody },
      },
      async (request) =>
        ok(requestLocale(request), await candidatesFromTeam(deps.db, { ...request.body, userId: caller(request) })),
    );
    app.post(
      path('importProjectUsers'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'Adds people chosen from a project or team', tags, body: importMembersBody },
      },
      async (request) => {
        const outcome = await importMembers(deps.db, { ...request.body, callerId: caller(request), now: deps.now() });
        return batchAnswer(request, outcome);
      },
    );
    app.post(
      path('updateProjectUserUserName'),
      {
        config: { access: 'project:admin' },
        schema: { summary: "Renames a member's alias", tags, body: renameMemberBody },
      },
      async (request) => {
        const { projectId, userId, userName } = request.body;
        await renameMember(deps.db, { projectId, userId, alias: userName, callerId: caller(request), now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
    for (const [name, role] of [
      ['updateProjectUserIsAdmin', 'admin'],
      ['updateProjectUserByCommon', 'member'],
    ] as const) {
      app.post(
        path(name),
        {
          config: { access: 'project:admin' },
          schema: {
            summary: `Makes a member ${role === 'admin' ? 'an admin' : 'an ordinary member'}`,
            tags,
            body: memberBody,
          },
        },
        async (request) => {
          await setMemberRole(deps.db, { ...request.body, role, callerId: caller(request), now: deps.now() });
          return ok(requestLocale(request), null);
        },
      );
    }
    await app.register(leaveRoutes(deps, tags));
  };
}
