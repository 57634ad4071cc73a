import multipart from '@fastify/multipart';
import {
  API_IMPORT_MAX_BYTES,
  API_TESTING_PATHS as P,
  apiAllowedHostsBody,
  apiCollectionParams,
  apiCollectionQuery,
  apiEnvironmentParams,
  apiFolderParams,
  apiHistoryParams,
  apiHistoryRefBody,
  apiProjectQuery,
  apiRequestParams,
  createApiCollectionBody,
  createApiEnvironmentBody,
  createApiFolderBody,
  createApiRequestBody,
  editApiCollectionBody,
  editApiEnvironmentBody,
  editApiRequestBody,
  linkApiDefectBody,
  renameApiFolderBody,
  saveApiRunBody,
  sendApiRequestBody,
} from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { readImportForm } from '../../http/importForm';
import { requestLocale } from '../../http/locale';
import { contentDisposition } from '../../http/sendFile';
import { allowedHosts, setAllowedHosts } from './allowedHosts';
import {
  createCollection,
  createFolder,
  deleteCollection,
  deleteFolder,
  editCollection,
  getWorkspace,
  renameFolder,
} from './collections';
import { draftDefect } from './defectDraft';
import { createEnvironment, deleteEnvironment, editEnvironment } from './environments';
import { clearHistory, getHistoryEntry, listHistory } from './history';
import { importDocument } from './importDocument';
import { ownEndpoints } from './ownAddress';
import { exportCollection } from './postmanExport';
import { createRequest, deleteRequest, editRequest, getRequest, linkDefect } from './requests';
import { saveRun } from './savedRun';
import { sendRequest } from './send';

const tags = ['apiTesting'];

/** Issue 34: the interface tester (`/testing?projectId=`), for the project's members (ADR 0122). */
export function apiTestingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart);
    const member = { access: 'project:member' } as const;
    const reader = (request: FastifyRequest) => ({ userId: callerOf(request).userId });
    const writer = (request: FastifyRequest) => ({ userId: callerOf(request).userId, now: deps.now() });
    const caller = (request: FastifyRequest) => {
      const { userId, isPlatformAdmin } = callerOf(request);
      return { caller: { userId, platformAdmin: isPlatformAdmin }, now: deps.now() };
    };
    const answer = async (request: FastifyRequest, work: Promise<unknown>) => ok(requestLocale(request), await work);
    const done = async (request: FastifyRequest, work: Promise<void>) => {
      await work;
      return ok(requestLocale(request), null);
    };

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

    app.post(
      P.request,
      { config: member, schema: { summary: 'Saves a new request', tags, body: createApiRequestBody } },
      (request) => answer(request, createRequest(deps.db, { body: request.body, ...writer(request) })),
    );
    app.put(
      P.request,
      {
        config: member,
        schema: { summary: 'Saves a request over the version loaded', tags, body: editApiRequestBody },
      },
      (request) => answer(request, editRequest(deps.db, { body: request.body, ...writer(request) })),
    );
    app.get(
      `${P.request}/:requestId`,
      {
        config: member,
        schema: { summary: 'One saved request', tags, params: apiRequestParams, querystring: apiProjectQuery },
      },
      (request) => answer(request, getRequest(deps.db, { ...request.query, ...request.params, ...reader(request) })),
    );
    app.delete(
      `${P.request}/:requestId`,
      {
        config: member,
        schema: { summary: 'Deletes a saved request', tags, params: apiRequestParams, querystring: apiProjectQuery },
      },
      (request) => done(request, deleteRequest(deps.db, { ...request.query, ...request.params, ...writer(request) })),
    );
    app.post(
      P.linkDefect,
      {
        config: member,
        schema: { summary: 'Links the issue filed from an answer back to its request', tags, body: linkApiDefectBody },
      },
      (request) => answer(request, linkDefect(deps.db, { body: request.body, ...writer(request) })),
    );

    app.post(
      P.environment,
      { config: member, schema: { summary: 'Adds an environment', tags, body: createApiEnvironmentBody } },
      (request) => answer(request, createEnvironment(deps.db, { body: request.body, ...caller(request) })),
    );
    app.put(
      P.environment,
      {
        config: member,
        schema: {
          summary: 'Saves an environment (a secret sent as null keeps its value)',
          tags,
          body: editApiEnvironmentBody,
        },
      },
      (request) => answer(request, editEnvironment(deps.db, { body: request.body, ...caller(request) })),
    );
    app.delete(
      `${P.environment}/:environmentId`,
      {
        config: member,
        schema: { summary: 'Deletes an environment', tags, params: apiEnvironmentParams, querystring: apiProjectQuery },
      },
      (request) =>
        done(request, deleteEnvironment(deps.db, { ...request.query, ...request.params, ...caller(request) })),
    );

    app.post(
      P.send,
      {
        config: member,
        schema: { summary: 'Sends a request through the server and its guard', tags, body: sendApiRequestBody },
      },
      (request) =>
        answer(
          request,
          sendRequest(deps, {
            body: request.body,
            ...caller(request),
            locale: requestLocale(request),
            own: ownEndpoints(request.server.server, deps.config.publicUrl),
          }),
        ),
    );
    app.get(
      P.history,
      { config: member, schema: { summary: 'My sent requests, newest first', tags, querystring: apiProjectQuery } },
      (request) => answer(request, listHistory(deps.db, { ...request.query, ...reader(request) })),
    );
    app.delete(
      P.history,
      {
        config: member,
        schema: { summary: 'Empties my history of sent requests', tags, querystring: apiProjectQuery },
      },
      (request) => done(request, clearHistory(deps.db, { ...request.query, ...reader(request) })),
    );
    app.get(
      `${P.history}/:historyId`,
      {
        config: member,
        schema: {
          summary: 'One sent request with what was kept of its answer',
          tags,
          params: apiHistoryParams,
          querystring: apiProjectQuery,
        },
      },
      (request) =>
        answer(request, getHistoryEntry(deps.db, { ...request.query, ...request.params, ...reader(request) })),
    );
    app.post(
      P.defectDraft,
      {
        config: member,
        schema: {
          summary: 'The issue form prefilled from a sent request, its two files uploaded',
          tags,
          body: apiHistoryRefBody,
        },
      },
      (request) =>
        answer(request, draftDefect(deps, { ...request.body, ...writer(request), locale: requestLocale(request) })),
    );
    app.post(
      P.saveRun,
      {
        config: member,
        schema: { summary: 'Saves a collection run as a complete test task', tags, body: saveApiRunBody },
      },
      (request) =>
        answer(request, saveRun(deps.db, { body: request.body, ...writer(request), locale: requestLocale(request) })),
    );

    app.get(
      P.allowedHosts,
      {
        config: { access: 'platformAdmin' },
        schema: { summary: 'The hosts the tester may reach inside the network', tags },
      },
      (request) => answer(request, allowedHosts(deps.db, deps.config.apiTester.allowedHosts)),
    );
    app.put(
      P.allowedHosts,
      {
        config: { access: 'platformAdmin' },
        schema: { summary: 'Sets the hosts the tester may reach inside the network', tags, body: apiAllowedHostsBody },
      },
      (request) => answer(request, setAllowedHosts(deps.db, { hosts: request.body.hosts, now: deps.now() })),
    );
  };
}
