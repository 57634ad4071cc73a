import {
  archiveProjectBody,
  deleteProjectBody,
  hideProjectBody,
  productPath,
  projectIdBody,
  transferProjectBody,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { removeProjectFiles } from '../attachments/fileRemoval';
import { archiveProject, deleteProjectForever, hideProject, recycleProject, restoreProject } from './lifecycle';
import { transferProject } from './transfer';
import { actingOn } from './acting';

const tags = ['projects'];

/**
 * Issue 8: a project's lifecycle (spec points 4, 6): hiding it from one's own list, archiving, the recycle bin and
 * deletion for good, and handing it to another owner.
 */
export function projectLifecycleRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const acting = actingOn(deps);

    app.post(
      productPath('projectInfo/hideProject'),
      {
        config: { access: 'project:member' },
        schema: { summary: "Hides or shows a project in the caller's list", tags, body: hideProjectBody },
      },
      async (request) => {
        await hideProject(deps.db, { ...acting(request, request.body.projectId), hidden: request.body.hidden });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      productPath('projectInfo/archiveProject'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'Archives (read-only) or unarchives a project', tags, body: archiveProjectBody },
      },
      async (request) => {
        await archiveProject(deps.db, { ...acting(request, request.body.projectId), archived: request.body.archived });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      productPath('projectInfo/recycleProject'),
      {
        config: { access: 'project:owner' },
        schema: { summary: 'Moves a project to the recycle bin', tags, body: projectIdBody },
      },
      async (request) => {
        await recycleProject(deps.db, acting(request, request.body.projectId));
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      productPath('projectInfo/restoreProject'),
      {
        config: { access: 'project:owner' },
        schema: { summary: 'Restores a project from the recycle bin', tags, body: projectIdBody },
      },
      async (request) => {
        await restoreProject(deps.db, acting(request, request.body.projectId));
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      productPath('projectInfo/deleteProject'),
      {
        config: { access: 'project:owner' },
        schema: { summary: 'Deletes a project in the recycle bin for good', tags, body: deleteProjectBody },
      },
      async (request) => {
        const removeFiles = await removeProjectFiles(deps.db, deps.files, [request.body.projectId]);
        await deleteProjectForever(deps.db, {
          ...acting(request, request.body.projectId),
          confirmText: request.body.confirmText,
        });
        await removeFiles();
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      productPath('projectInfo/updateProjectCreateBy'),
      {
        config: { access: 'project:owner' },
        schema: { summary: 'Transfers the project to another member', tags, body: transferProjectBody },
      },
      async (request) => {
        const { projectId, userId, confirmText } = request.body;
        await transferProject(deps.db, { ...acting(request, projectId), toUserId: userId, confirmText });
        return ok(requestLocale(request), null);
      },
    );
  };
}
