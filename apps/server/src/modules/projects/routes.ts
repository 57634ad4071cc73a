import multipart from '@fastify/multipart';
import {
  PROJECT_IMAGE_MAX_BYTES,
  createProjectBody,
  myProjectsBody,
  productPath,
  projectListQuery,
  updateProjectBody,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok, page } from '../../http/envelope';
import { failure } from '../../http/errors';
import { readFilePart } from '../../http/filePart';
import { requestLocale } from '../../http/locale';
import { sendStoredImage } from '../../http/storedImage';
import { createProject } from './createProject';
import { myProjects } from './currentProject';
import { updateProject } from './lifecycle';
import { isStoredProjectImage, storeProjectImage } from './projectImage';
import { listProjects, projectCard } from './queries';
import { projectLifecycleRoutes } from './lifecycleRoutes';
import { projectInvitationCodeRoutes } from './invitationCodeRoutes';
import { actingOn } from './acting';

const tags = ['projects'];
const IMAGE_LIMIT_TEXT = `${PROJECT_IMAGE_MAX_BYTES / 1024 / 1024} MB`;

function checkedImage(image: string): string {
  if (!isStoredProjectImage(image)) throw failure('projectImageInvalid');
  return image;
}

/** Issue 8: projects, their lifecycle, the current project and the invitation code (spec points 4, 6, 7). */
export function projectRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart);
    const acting = actingOn(deps);

    await app.register(projectLifecycleRoutes(deps));
    await app.register(projectInvitationCodeRoutes(deps));

    app.get(
      productPath('projectInfo/getProjectInfoList'),
      {
        config: { access: 'user' },
        schema: { summary: "The caller's projects in one view", tags, querystring: projectListQuery },
      },
      async (request) => {
        const rows = await listProjects(deps.db, callerOf(request).userId, request.query.view);
        return page(requestLocale(request), rows, rows.length);
      },
    );
    app.post(
      productPath('projectInfo/getMyProjectInfoList'),
      {
        config: { access: 'user' },
        schema: {
          summary: 'The project switcher; with projectId it switches the current project',
          tags,
          body: myProjectsBody,
        },
      },
      async (request) => {
        const data = await myProjects(deps.db, { userId: callerOf(request).userId, switchTo: request.body.projectId });
        return ok(requestLocale(request), data);
      },
    );
    app.post(
      productPath('projectInfo'),
      {
        config: { access: 'user' },
        schema: { summary: 'Creates a project (500101 over the plan limit)', tags, body: createProjectBody },
      },
      async (request) => {
        const userId = callerOf(request).userId;
        const projectId = await createProject(deps.db, {
          ownerId: userId,
          name: request.body.projectName,
          description: request.body.description,
          image: checkedImage(request.body.projectImg),
          now: deps.now(),
        });
        return ok(requestLocale(request), await projectCard(deps.db, userId, projectId));
      },
    );
    app.put(
      productPath('projectInfo'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'Edits name, description and image', tags, body: updateProjectBody },
      },
      async (request) => {
        const { projectId, projectName, description, projectImg, updateTime } = request.body;
        await updateProject(deps.db, {
          ...acting(request, projectId),
          name: projectName,
          description,
          image: checkedImage(projectImg),
          updateTime,
        });
        return ok(requestLocale(request), await projectCard(deps.db, callerOf(request).userId, projectId));
      },
    );
    app.post(
      productPath('projectInfo/uploadImage'),
      { config: { access: 'user' }, schema: { summary: 'Uploads a JPG or PNG project image (field file)', tags } },
      async (request) => {
        const content = await readFilePart(request, {
          maxBytes: PROJECT_IMAGE_MAX_BYTES,
          field: 'file',
          missing: 'projectImageMissing',
          tooLarge: 'projectImageTooLarge',
          params: { limit: IMAGE_LIMIT_TEXT },
        });
        const imgUrl = await storeProjectImage({ files: deps.files, content });
        return ok(requestLocale(request), { imgUrl });
      },
    );
    app.get(
      '/profile/project/:name',
      {
        config: { access: 'public' },
        schema: { summary: 'An uploaded project image', tags, params: z.strictObject({ name: z.string().max(64) }) },
      },
      async (request, reply) => sendStoredImage(reply, deps.files, 'projectImages', request.params.name),
    );
  };
}
