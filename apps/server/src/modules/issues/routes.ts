import {
  createQuestionBody,
  deleteQuestionBody,
  editQuestionBody,
  initQuestionQuery,
  productPath,
  questionInfoQuery,
} from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { questionDiscussionRoutes } from './discussionRoutes';
import { questionImportRoutes } from './importRoutes';
import { questionListRoutes } from './listRoutes';
import { questionListSettingRoutes } from './listSettingRoutes';
import { getQuestionDetail } from './questionDetail';
import { formInit } from './questionForm';
import { createQuestion, deleteQuestion, editQuestion } from './questions';
import { questionWorkflowRoutes } from './workflowRoutes';

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
    // The rest of the issue calls, in files of their own to keep each routes file readable.
    await app.register(questionListSettingRoutes(deps));
    await app.register(questionDiscussionRoutes(deps));
    await app.register(questionImportRoutes(deps));
    await app.register(questionListRoutes(deps));
    await app.register(questionWorkflowRoutes(deps));

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
  };
}
