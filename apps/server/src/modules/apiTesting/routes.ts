import multipart from '@fastify/multipart';
import {
  API_IMPORT_MAX_BYTES,
  API_TESTING_PATHS as P,
  apiCollectionParams,
  apiCollectionQuery,
  apiFolderParams,
  apiProjectQuery,
  createApiCollectionBody,
  createApiFolderBody,
  editApiCollectionBody,
  renameApiFolderBody,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { readImportForm } from '../../http/importForm';
import { requestLocale } from '../../http/locale';
import { contentDisposition } from '../../http/sendFile';
import {
  createCollection,
  createFolder,
  deleteCollection,
  deleteFolder,
  editCollection,
  getWorkspace,
  renameFolder,
} from './collections';
import { importDocument } from './importDocument';
import { exportCollection } from './postmanExport';
import { apiTestingRequestRoutes } from './requestRoutes';
import { apiTestingSendRoutes } from './sendRoutes';
import { apiTestingRouteKit } from './routeKit';

const tags = ['apiTesting'];

/** Issue 34: the interface tester (`/testing?projectId=`), for the project's members (ADR 0122). */
export function apiTestingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart);
    const { member, reader, writer, caller, answer, done } = apiTestingRouteKit(deps);

    await app.register(apiTestingRequestRoutes(deps));
    await app.register(apiTestingSendRoutes(deps));

    app.get(
      P.workspace,
      {
        config: member,
        schema: { summary: 'Collections, folders, requests and environments', tags, querystring: apiProjectQuery },
      },
      (request) => answer(request, getWorkspace(deps.db, { ...request.query, caller: caller(request).caller })),
    );

    app.post(
      P.collection,
      { config: member, schema: { summary: 'Adds a collection', tags, body: createApiCollectionBody } },
      (request) => answer(request, createCollection(deps.db, { body: request.body, ...writer(request) })),
    );
    app.put(
      P.collection,
      { config: member, schema: { summary: 'Renames or describes a collection', tags, body: editApiCollectionBody } },
      (request) => answer(request, editCollection(deps.db, { body: request.body, ...writer(request) })),
    );
    app.delete(
      `${P.collection}/:collectionId`,
      {
        config: member,
        schema: {
          summary: 'Deletes a collection with all it holds',
          tags,
          params: apiCollectionParams,
          querystring: apiProjectQuery,
        },
      },
      (request) =>
        done(request, deleteCollection(deps.db, { ...request.query, ...request.params, ...writer(request) })),
    );
    app.get(
      P.exportCollection,
      {
        config: member,
        schema: { summary: 'The collection as a Postman v2.1 file', tags, querystring: apiCollectionQuery },
      },
      async (request, reply) => {
        const file = await exportCollection(deps.db, { ...request.query, ...reader(request) });
        return reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', contentDisposition('attachment', file.fileName))
          .header('x-content-type-options', 'nosniff')
          .send(file.json);
      },
    );
    app.post(
      P.importDocument,
      {
        config: member,
        schema: {
          summary: 'Imports an OpenAPI 3 document or a Postman v2.1 collection (fields projectId, file)',
          tags,
        },
      },
      async (request) => {
        const form = await readImportForm(request, API_IMPORT_MAX_BYTES);
        return answer(
          request,
          importDocument(deps.db, {
            projectId: form.projectId,
            content: form.content,
            ...caller(request),
            locale: requestLocale(request),
          }),
        );
      },
    );

    app.post(
      P.folder,
      { config: member, schema: { summary: 'Adds a folder to a collection', tags, body: createApiFolderBody } },
      (request) => answer(request, createFolder(deps.db, { body: request.body, ...writer(request) })),
    );
    app.put(
      P.folder,
      { config: member, schema: { summary: 'Renames a folder', tags, body: renameApiFolderBody } },
      (request) => answer(request, renameFolder(deps.db, { body: request.body, ...writer(request) })),
    );
    app.delete(
      `${P.folder}/:folderId`,
      {
        config: member,
        schema: {
          summary: 'Deletes a folder with all it holds',
          tags,
          params: apiFolderParams,
          querystring: apiProjectQuery,
        },
      },
      (request) => done(request, deleteFolder(deps.db, { ...request.query, ...request.params, ...writer(request) })),
    );
  };
}
