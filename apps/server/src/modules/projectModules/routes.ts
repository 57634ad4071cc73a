import multipart from '@fastify/multipart';
import {
  MODULE_IMPORT_MAX_BYTES,
  type ModuleImportData,
  addModuleBody,
  batchModuleHandlerQuery,
  editModuleBody,
  moduleIdBody,
  moduleOrderBody,
  productPath,
  projectIdQuery,
} from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { readImportForm } from '../../http/importForm';
import { requestLocale } from '../../http/locale';
import { importModules, moduleImportTemplate } from './moduleImport';
import { copyModule, reorderModules } from './moduleStructure';
import {
  addModule,
  batchSetHandler,
  clearModuleHandler,
  editModule,
  listModules,
  moduleTree,
  removeModule,
} from './modules';

const tags = ['projectModules'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Project modules (issue 8, spec points 3 "Project module", 5 "Names", "Imports", 7 "Modules", 8). */
export function projectModuleRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart);
    const caller = (request: FastifyRequest) => ({ userId: callerOf(request).userId, now: deps.now() });

    app.get(
      productPath('projectModule/list'),
      {
        config: { access: 'project:member' },
        schema: { summary: "The project's modules, flat, parents first", tags, querystring: projectIdQuery },
      },
      async (request) =>
        ok(requestLocale(request), await listModules(deps.db, { ...request.query, userId: callerOf(request).userId })),
    );
    app.get(
      productPath('projectModule/treeselect'),
      {
        config: { access: 'project:member' },
        schema: { summary: "The project's modules as a tree", tags, querystring: projectIdQuery },
      },
      async (request) => {
        const rows = await listModules(deps.db, { ...request.query, userId: callerOf(request).userId });
        return ok(requestLocale(request), moduleTree(rows));
      },
    );
    app.post(
      productPath('projectModule'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'Adds a module at the end of its parent', tags, body: addModuleBody },
      },
      async (request) =>
        ok(requestLocale(request), await addModule(deps.db, { body: request.body, ...caller(request) })),
    );
    app.put(
      productPath('projectModule/editModule'),
      {
        config: { access: 'project:admin' },
        schema: { summary: "Changes a module's name and default handler", tags, body: editModuleBody },
      },
      async (request) => {
        await editModule(deps.db, { body: request.body, ...caller(request) });
        return ok(requestLocale(request), null);
      },
    );
    app.put(
      productPath('projectModule/copyModule'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'Copies a module with its subtree as its next sibling', tags, body: moduleIdBody },
      },
      async (request) => {
        const locale = requestLocale(request);
        const moduleId = await copyModule(deps.db, { ...request.body, ...caller(request), locale });
        return ok(locale, { moduleId });
      },
    );
    app.put(
      productPath('projectModule/removeModuleProjectUser'),
      {
        config: { access: 'project:admin' },
        schema: { summary: "Clears a module's default handler", tags, body: moduleIdBody },
      },
      async (request) => {
        await clearModuleHandler(deps.db, { ...request.body, ...caller(request) });
        return ok(requestLocale(request), null);
      },
    );
    app.put(
      productPath('projectModule/editModuleSerialNo'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'Moves and reorders modules', tags, body: moduleOrderBody },
      },
      async (request) => {
        await reorderModules(deps.db, { body: request.body, ...caller(request) });
        return ok(requestLocale(request), null);
      },
    );
    app.delete(
      productPath('projectModule/removeModule/:moduleId'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'Deletes a module without children', tags, params: moduleIdBody },
      },
      async (request) => {
        await removeModule(deps.db, { ...request.params, ...caller(request) });
        return ok(requestLocale(request), null);
      },
    );
    app.put(
      productPath('projectModule/batchEditModuleProjectUser'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'Sets one default handler on many modules', tags, querystring: batchModuleHandlerQuery },
      },
      async (request) => {
        const locale = requestLocale(request);
        const { projectId, moduleIdList, projectUserId } = request.query;
        const data = await batchSetHandler(deps.db, {
          projectId,
          moduleIds: moduleIdList,
          handlerUserId: projectUserId,
          ...caller(request),
          locale,
        });
        return ok(locale, data);
      },
    );
    app.get(
      productPath('projectModule/importTemplate'),
      {
        config: { access: 'project:member' },
        schema: { summary: 'The .xlsx template of the module import', tags, querystring: projectIdQuery },
      },
      async (request, reply) => {
        const content = await moduleImportTemplate(deps.db, {
          ...request.query,
          userId: callerOf(request).userId,
          locale: requestLocale(request),
        });
        return reply
          .type(XLSX_TYPE)
          .header('content-disposition', 'attachment; filename="module-import-template.xlsx"')
          .header('x-content-type-options', 'nosniff')
          .send(content);
      },
    );
    app.post(
      productPath('projectModule/importModule'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'Imports modules from an .xlsx file (fields projectId and file)', tags },
      },
      async (request) => {
        const locale = requestLocale(request);
        const form = await readImportForm(request, MODULE_IMPORT_MAX_BYTES);
        const data: ModuleImportData = await importModules(deps.db, { ...form, ...caller(request), locale });
        return ok(locale, data);
      },
    );
  };
}
