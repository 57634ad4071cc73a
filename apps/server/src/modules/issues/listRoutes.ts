import { listNumQuery, pageQuery, productPath, questionListFilter } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok, page } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { issueDownload } from '../downloads/downloads';
import { exportQuestionsWorkbook } from './exportQuestions';
import { countByType, listQuestions, projectBacklogCount } from './questionList';
import { listAllQuestions } from './questionListAll';

const tags = ['questions'];
const path = (call: string) => productPath(`questionInfo/${call}`);

/** Issue 10, spec point 7 "Issues": the list, its counts and its export, filtered and sorted in SQL. */
export function questionListRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const caller = (request: Parameters<typeof callerOf>[0]) => ({ userId: callerOf(request).userId, now: deps.now() });
    const member = { access: 'project:member' } as const;
    // Reads answered from the server's cache while the project is unchanged (ADR 0085).
    const cachedRead = { ...member, readCache: 'project' } as const;

    app.post(
      path('getProjectProblemList'),
      {
        config: cachedRead,
        schema: { summary: 'One page of the issue list', tags, querystring: pageQuery, body: questionListFilter },
      },
      async (request) => {
        const { rows, total } = await listQuestions(deps.db, {
          filter: request.body,
          page: request.query,
          userId: callerOf(request).userId,
          dialect: deps.dialect,
        });
        return page(requestLocale(request), rows, total);
      },
    );
    app.post(
      path('getProjectProblemListAll'),
      {
        config: cachedRead,
        schema: { summary: 'The whole issue list, at most 10,000 rows (issue 17)', tags, body: questionListFilter },
      },
      async (request) => {
        const { rows, total } = await listAllQuestions(deps.db, {
          filter: request.body,
          userId: callerOf(request).userId,
          dialect: deps.dialect,
        });
        return page(requestLocale(request), rows, total);
      },
    );
    app.get(
      path('listNum'),
      { config: cachedRead, schema: { summary: 'Counts of the type tabs', tags, querystring: listNumQuery } },
      async (request) =>
        ok(
          requestLocale(request),
          await countByType(deps.db, { projectId: request.query.projectId, ...caller(request) }),
        ),
    );
    app.get(
      path('getProjectBacklogNum'),
      {
        config: cachedRead,
        schema: {
          summary: "The caller's pending issues in the project",
          tags,
          querystring: listNumQuery.pick({ projectId: true }),
        },
      },
      async (request) =>
        ok(
          requestLocale(request),
          await projectBacklogCount(deps.db, { projectId: request.query.projectId, ...caller(request) }),
        ),
    );
    app.post(
      path('exportQuestion'),
      {
        config: member,
        schema: {
          summary: 'The filtered issues as .xlsx, fetched once from /common/download',
          tags,
          body: questionListFilter,
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        const { userId } = callerOf(request);
        const workbook = await exportQuestionsWorkbook(deps.db, {
          filter: request.body,
          userId,
          locale,
          dialect: deps.dialect,
        });
        const fileName = await issueDownload(deps, {
          userId,
          fileName: `questions-${deps.now().toISOString().slice(0, 10).replaceAll('-', '')}.xlsx`,
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          write: workbook,
        });
        return ok(locale, { fileName });
      },
    );
  };
}
