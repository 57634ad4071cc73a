import {
  API_TESTING_PATHS as P,
  apiEnvironmentParams,
  apiProjectQuery,
  apiRequestParams,
  createApiEnvironmentBody,
  createApiRequestBody,
  editApiEnvironmentBody,
  editApiRequestBody,
  linkApiDefectBody,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { createEnvironment, deleteEnvironment, editEnvironment } from './environments';
import { createRequest, deleteRequest, editRequest, getRequest, linkDefect } from './requests';
import { apiTestingRouteKit } from './routeKit';

const tags = ['apiTesting'];

/**
 * Issue 34: the interface tester's saved requests (and the defects linked to them) and the project's environments,
 * whose secrets only admins read (ADR 0122).
 */
export function apiTestingRequestRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { member, reader, writer, caller, answer, done } = apiTestingRouteKit(deps);

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
  };
}
