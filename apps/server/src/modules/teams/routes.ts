import {
  addDeptBody,
  addTeamBody,
  deptIdBody,
  moveDeptBody,
  productPath,
  teamIdBody,
  teamIdQuery,
  updateDeptBody,
  updateTeamBody,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { addDept, deleteDept, deptTree, moveDept, renameDept } from './departments';
import { createTeam, deleteTeam, listMyTeams, renameTeam } from './teams';
import { teamMemberRoutes } from './memberRoutes';

const tags = ['teams'];
const team = (path: string) => productPath(`team/${path}`);

/**
 * Teams and departments (issue 8, spec points 1, 2 "team", 8; paths in ADR 0017). `team:*` routes are
 * checked on the named team by the services: 404 to a non-member, 403 to a member without the role.
 */
export function teamRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;

    await app.register(teamMemberRoutes(deps));

    app.get(
      team('myTeamList'),
      { config: { access: 'user' }, schema: { summary: 'The teams the caller belongs to', tags } },
      async (request) => ok(requestLocale(request), await listMyTeams(db, callerOf(request).userId)),
    );
    app.post(
      team('addTeam'),
      {
        config: { access: 'user' },
        schema: { summary: 'Creates a team owned by the caller', tags, body: addTeamBody },
      },
      async (request) => {
        const data = await createTeam(db, {
          callerId: callerOf(request).userId,
          name: request.body.name,
          now: deps.now(),
        });
        return ok(requestLocale(request), data);
      },
    );
    app.post(
      team('updateTeam'),
      { config: { access: 'team:admin' }, schema: { summary: 'Renames a team', tags, body: updateTeamBody } },
      async (request) => {
        await renameTeam(db, { callerId: callerOf(request).userId, ...request.body, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      team('deleteTeam'),
      {
        config: { access: 'team:admin' },
        schema: { summary: 'Deletes an empty team (owner only)', tags, body: teamIdBody },
      },
      async (request) => {
        await deleteTeam(db, { callerId: callerOf(request).userId, ...request.body });
        return ok(requestLocale(request), null);
      },
    );

    app.get(
      team('deptTree'),
      { config: { access: 'team:member' }, schema: { summary: 'The department tree', tags, querystring: teamIdQuery } },
      async (request) =>
        ok(requestLocale(request), await deptTree(db, { callerId: callerOf(request).userId, ...request.query })),
    );
    app.post(
      team('addDept'),
      { config: { access: 'team:admin' }, schema: { summary: 'Adds a department', tags, body: addDeptBody } },
      async (request) => {
        const data = await addDept(db, { callerId: callerOf(request).userId, ...request.body, now: deps.now() });
        return ok(requestLocale(request), data);
      },
    );
    app.post(
      team('updateDept'),
      { config: { access: 'team:admin' }, schema: { summary: 'Renames a department', tags, body: updateDeptBody } },
      async (request) => {
        await renameDept(db, { callerId: callerOf(request).userId, ...request.body, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      team('moveDept'),
      {
        config: { access: 'team:admin' },
        schema: { summary: 'Moves a department to a new parent and place', tags, body: moveDeptBody },
      },
      async (request) => {
        await moveDept(db, { callerId: callerOf(request).userId, ...request.body, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      team('deleteDept'),
      { config: { access: 'team:admin' }, schema: { summary: 'Deletes an empty department', tags, body: deptIdBody } },
      async (request) => {
        await deleteDept(db, { callerId: callerOf(request).userId, ...request.body });
        return ok(requestLocale(request), null);
      },
    );
  };
}
