import {
  API_TESTING_PATHS as P,
  apiAllowedHostsBody,
  apiHistoryParams,
  apiHistoryRefBody,
  apiProjectQuery,
  saveApiRunBody,
  sendApiRequestBody,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { requestLocale } from '../../http/locale';
import { allowedHosts, setAllowedHosts } from './allowedHosts';
import { draftDefect } from './defectDraft';
import { clearHistory, getHistoryEntry, listHistory } from './history';
import { ownEndpoints } from './ownAddress';
import { saveRun } from './savedRun';
import { sendRequest } from './send';
import { apiTestingRouteKit } from './routeKit';

const tags = ['apiTesting'];

/**
 * Issue 34: sending a request through the SSRF guard, each person's history of sends, a defect drafted from an
 * answer, a run kept as a test task, and the hosts a platform administrator allows (ADR 0122).
 */
export function apiTestingSendRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { member, reader, writer, caller, answer, done } = apiTestingRouteKit(deps);

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
