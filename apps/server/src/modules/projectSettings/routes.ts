import {
  addGroupBody,
  addVersionBody,
  editGroupBody,
  editVersionBody,
  groupIdBody,
  productPath,
  projectIdQuery,
  versionIdBody,
} from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { addGroup, editGroup, listGroups, removeGroup } from './groups';
import { addVersion, editVersion, listVersions, removeVersion } from './versions';
import { stageAndNoticeRoutes } from './stageNoticeRoutes';

const tags = ['projectSettings'];

/**
 * Project settings (issue 8): versions, groups, iteration stages and notices (spec points 3 "Project",
 * 4 "Iteration stages", "Project notice", 5 "Names", "Project notice"). Members read, admins change.
 */
export function projectSettingsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const caller = (request: FastifyRequest) => ({ userId: callerOf(request).userId, now: deps.now() });
    const done = (request: FastifyRequest) => ok(requestLocale(request), null);

    await app.register(stageAndNoticeRoutes(deps));

    app.get(
      productPath('projectVersion/list'),
      {
        config: { access: 'project:member' },
        schema: { summary: "The project's versions", tags, querystring: projectIdQuery },
      },
      async (request) =>
        ok(requestLocale(request), await listVersions(deps.db, { ...request.query, ...caller(request) })),
    );
    app.post(
      productPath('projectVersion'),
      { config: { access: 'project:admin' }, schema: { summary: 'Adds a version', tags, body: addVersionBody } },
      async (request) => {
        const versionId = await addVersion(deps.db, { body: request.body, ...caller(request) });
        return ok(requestLocale(request), { versionId });
      },
    );
    app.put(
      productPath('projectVersion'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'Renames a version or changes its icon', tags, body: editVersionBody },
      },
      async (request) => {
        await editVersion(deps.db, { body: request.body, ...caller(request) });
        return done(request);
      },
    );
    app.delete(
      productPath('projectVersion/:versionId'),
      { config: { access: 'project:admin' }, schema: { summary: 'Deletes a version', tags, params: versionIdBody } },
      async (request) => {
        await removeVersion(deps.db, { ...request.params, ...caller(request) });
        return done(request);
      },
    );

    app.get(
      productPath('projectGroup/list'),
      {
        config: { access: 'project:member' },
        schema: { summary: "The project's groups", tags, querystring: projectIdQuery },
      },
      async (request) =>
        ok(requestLocale(request), await listGroups(deps.db, { ...request.query, ...caller(request) })),
    );
    app.post(
      productPath('projectGroup'),
      { config: { access: 'project:admin' }, schema: { summary: 'Adds a group of members', tags, body: addGroupBody } },
      async (request) => {
        const groupId = await addGroup(deps.db, { body: request.body, ...caller(request) });
        return ok(requestLocale(request), { groupId });
      },
    );
    app.put(
      productPath('projectGroup'),
      {
        config: { access: 'project:admin' },
        schema: { summary: "Changes a group's name and members", tags, body: editGroupBody },
      },
      async (request) => {
        await editGroup(deps.db, { body: request.body, ...caller(request) });
        return done(request);
      },
    );
    app.delete(
      productPath('projectGroup/:groupId'),
      { config: { access: 'project:admin' }, schema: { summary: 'Deletes a group', tags, params: groupIdBody } },
      async (request) => {
        await removeGroup(deps.db, { ...request.params, ...caller(request) });
        return done(request);
      },
    );
  };
}
