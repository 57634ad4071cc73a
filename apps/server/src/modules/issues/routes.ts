import {
  ResultCode,
  WORKFLOW_ACTIONS,
  actionBody,
  batchActionBody,
  createQuestionBody,
  deleteQuestionBody,
  editPlanTimeBody,
  editProgressBody,
  editQuestionBody,
  formatMessage,
  initQuestionQuery,
  listNumQuery,
  pageQuery,
  productPath,
  questionInfoQuery,
  questionListFilter,
} from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok, page } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { issueDownload } from '../downloads/downloads';
import { runAction, runBatchAction } from './actions';
import { exportQuestionsWorkbook } from './exportQuestions';
import { getQuestionDetail } from './questionDetail';
import { formInit } from './questionForm';
import { countByType, listQuestions, projectBacklogCount } from './questionList';
import { listAllQuestions } from './questionListAll';
import { createQuestion, deleteQuestion, editQuestion } from './questions';
import { editPlanTime, editProgress } from './planning';
import { questionDiscussionRoutes } from './discussionRoutes';
import { questionImportRoutes } from './importRoutes';
import { questionListSettingRoutes } from './listSettingRoutes';

const tags = ['questions'];
const path = (call: string) => productPath(`questionInfo/${call}`);

/**
 * Issue 10: the issue calls of spec point 7 "Issues". Every call names its project; the services check
 * the caller's role there and the issue's own project (questionAccess), so ids of another project 404.
 */
export function questionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const caller = (request: FastifyRequest) => ({ userId: callerOf(request).userId, now: deps.now() });
    const member = { access: 'project:member' } as const;
    // Reads answered from the server's cache while the project is unchanged (ADR 0085).
    const cachedRead = { ...member, readCache: 'project' } as const;
    // The rest of the issue calls, in files of their own to keep each routes file readable.
    await app.register(questionListSettingRoutes(deps));
    await app.register(questionDiscussionRoutes(deps));
    await app.register(questionImportRoutes(deps));

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
    app.get(
      path('getQuestionInfo'),
      { config: member, schema: { summary: 'One issue with its buttons', tags, querystring: questionInfoQuery } },
      async (request) =>
        ok(
          requestLocale(request),
          await getQuestionDetail(deps.db, {
            projectId: request.query.projectId,
            questionId: request.query.questionId,
            userId: callerOf(request).userId,
          }),
        ),
    );
    for (const call of ['getInitQuestionInfo', 'initQuestionInfo']) {
      app.get(
        path(call),
        {
          config: member,
          schema: { summary: "The create form's choices and defaults", tags, querystring: initQuestionQuery },
        },
        async (request) =>
          ok(requestLocale(request), await formInit(deps.db, { ...request.query, ...caller(request) })),
      );
    }
    app.post(
      productPath('questionInfo'),
      { config: member, schema: { summary: 'Files an issue or saves a draft', tags, body: createQuestionBody } },
      async (request) =>
        ok(requestLocale(request), await createQuestion(deps, { body: request.body, ...caller(request) })),
    );
    app.put(
      productPath('questionInfo'),
      {
        config: member,
        schema: { summary: 'Edits an issue (optimistic lock on updateTime)', tags, body: editQuestionBody },
      },
      async (request) =>
        ok(requestLocale(request), await editQuestion(deps, { body: request.body, ...caller(request) })),
    );
    app.post(
      path('delQuestionById'),
      { config: member, schema: { summary: 'Deletes an issue', tags, body: deleteQuestionBody } },
      async (request) => {
        await deleteQuestion(deps, { ...request.body, ...caller(request) });
        return ok(requestLocale(request), null);
      },
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
    app.put(
      path('editQuestionPlanTime'),
      { config: member, schema: { summary: 'Changes start date and deadline', tags, body: editPlanTimeBody } },
      async (request) =>
        ok(requestLocale(request), await editPlanTime(deps.db, { body: request.body, ...caller(request) })),
    );
    app.put(
      path('editQuestionProgress'),
      { config: member, schema: { summary: 'Changes the progress', tags, body: editProgressBody } },
      async (request) =>
        ok(requestLocale(request), await editProgress(deps.db, { body: request.body, ...caller(request) })),
    );

    for (const action of WORKFLOW_ACTIONS) {
      app.post(
        path(`questionBy${action}`),
        { config: member, schema: { summary: `Workflow: ${action}`, tags, body: actionBody(action) } },
        async (request) => {
          const { projectId, questionId, updateTime, ...inputs } = request.body as {
            projectId: number;
            questionId: number;
            updateTime: string;
          };
          const locale = requestLocale(request);
          const result = await runAction(deps, {
            action,
            projectId,
            questionId,
            updateTime,
            inputs,
            locale,
            ...caller(request),
          });
          return ok(locale, result);
        },
      );
      app.post(
        path(`batchQuestionBy${action}`),
        { config: member, schema: { summary: `Workflow in batch: ${action}`, tags, body: batchActionBody(action) } },
        async (request) => {
          const { projectId, items, ...inputs } = request.body as {
            projectId: number;
            items: { questionId: number; updateTime: string }[];
          };
          const locale = requestLocale(request);
          const result = await runBatchAction(deps, { action, projectId, items, inputs, locale, ...caller(request) });
          if (result.failed.length === 0) return ok(locale, result);
          return {
            code: ResultCode.partial,
            msg: formatMessage(locale, 'batchPartial', {
              succeeded: result.succeeded.length,
              failed: result.failed.length,
            }),
            data: result,
          };
        },
      );
    }
  };
}
