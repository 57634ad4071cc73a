import {
  BACKLOG_COLUMNS,
  BACKLOG_PATHS,
  type BacklogColumn,
  DEFAULT_BACKLOG_COLUMNS,
  FIXED_BACKLOG_COLUMNS,
  backlogFilter,
  backlogUserQuery,
  memberBacklogFilter,
  pageQuery,
  setBacklogColumnsBody,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok, page } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { type Preference, readPreference, writePreference } from '../issues/preferences';
import { projectAccess } from '../projects/policy';
import { backlogProjects, listBacklog, todoCounts } from './backlog';
import { assertManagedMember, managedMembers } from './members';

const tags = ['todos'];

/** The to-do list's columns follow the person, like the issue list's (issues/preferences.ts). */
export const BACKLOG_COLUMNS_PREF: Preference<BacklogColumn> = {
  key: 'backlogColumns',
  allowed: BACKLOG_COLUMNS,
  fallback: DEFAULT_BACKLOG_COLUMNS,
  shape: (columns) => [
    ...FIXED_BACKLOG_COLUMNS,
    ...columns.filter((column) => !FIXED_BACKLOG_COLUMNS.includes(column)),
  ],
};

/**
 * Issue 11, spec points 2 "backlog", "backloguser" and 7 "Projects and to-dos". Every call is the
 * signed-in person's own (`user`); the members' calls then check, object by object, that the caller
 * administers a project the member is in (todos/members.ts).
 */
export function todoRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'user' } as const;
    // The caller's own to-dos span their projects: kept until the next write anywhere (ADR 0085).
    const cachedRead = { ...config, readCache: 'person' } as const;
    app.get(
      BACKLOG_PATHS.projectList,
      { config, schema: { summary: 'Projects with work waiting on the caller', tags } },
      async (request) => {
        const rows = await backlogProjects(deps.db, { userId: callerOf(request).userId });
        return page(requestLocale(request), rows, rows.length);
      },
    );
    app.post(
      BACKLOG_PATHS.questionList,
      {
        config: cachedRead,
        schema: { summary: 'Issues waiting on the caller', tags, querystring: pageQuery, body: backlogFilter },
      },
      async (request) => {
        const { userId } = callerOf(request);
        // A named project must be one of the caller's: another's answers 404 like a missing one.
        if (request.body.projectId !== undefined) {
          await projectAccess(deps.db, { projectId: request.body.projectId, userId, atLeast: 'member' });
        }
        const { rows, total } = await listBacklog(deps.db, {
          scope: { userId },
          filter: request.body,
          page: request.query,
          dialect: deps.dialect,
        });
        return page(requestLocale(request), rows, total);
      },
    );
    app.get(
      BACKLOG_PATHS.todoCounts,
      { config: cachedRead, schema: { summary: 'The to-do menu counts', tags } },
      async (request) => ok(requestLocale(request), await todoCounts(deps.db, callerOf(request).userId)),
    );
    app.get(
      BACKLOG_PATHS.getColumns,
      { config, schema: { summary: 'The caller’s to-do list columns', tags } },
      async (request) =>
        ok(requestLocale(request), await readPreference(deps.db, BACKLOG_COLUMNS_PREF, callerOf(request).userId)),
    );
    app.post(
      BACKLOG_PATHS.setColumns,
      { config, schema: { summary: 'Saves the caller’s to-do list columns', tags, body: setBacklogColumnsBody } },
      async (request) => {
        await writePreference(deps.db, BACKLOG_COLUMNS_PREF, {
          userId: callerOf(request).userId,
          values: request.body.columns,
          now: deps.now(),
        });
        return ok(requestLocale(request), null);
      },
    );
    app.get(
      BACKLOG_PATHS.allProjectUsers,
      { config, schema: { summary: 'Members of the projects the caller administers', tags } },
      async (request) => {
        const rows = await managedMembers(deps.db, callerOf(request).userId);
        return page(requestLocale(request), rows, rows.length);
      },
    );
    app.get(
      BACKLOG_PATHS.projectListByUser,
      {
        config,
        schema: { summary: 'Projects with work waiting on a member', tags, querystring: backlogUserQuery },
      },
      async (request) => {
        const managerId = callerOf(request).userId;
        await assertManagedMember(deps.db, { managerId, userId: request.query.userId });
        const rows = await backlogProjects(deps.db, { userId: request.query.userId, managerId });
        return page(requestLocale(request), rows, rows.length);
      },
    );
    app.post(
      BACKLOG_PATHS.questionListByUser,
      {
        config,
        schema: { summary: 'Issues waiting on a member', tags, querystring: pageQuery, body: memberBacklogFilter },
      },
      async (request) => {
        const managerId = callerOf(request).userId;
        const { userId, ...filter } = request.body;
        await assertManagedMember(deps.db, { managerId, userId, projectId: filter.projectId });
        const { rows, total } = await listBacklog(deps.db, {
          scope: { userId, managerId },
          filter,
          page: request.query,
          dialect: deps.dialect,
        });
        return page(requestLocale(request), rows, total);
      },
    );
  };
}
