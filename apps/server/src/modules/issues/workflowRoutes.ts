import {
  ResultCode,
  WORKFLOW_ACTIONS,
  actionBody,
  batchActionBody,
  editPlanTimeBody,
  editProgressBody,
  formatMessage,
  productPath,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { runAction, runBatchAction } from './actions/runActions';
import { editPlanTime, editProgress } from './quickEdits';

const tags = ['questions'];
const path = (call: string) => productPath(`questionInfo/${call}`);

/**
 * Issue 10, spec point 7 "Issues": the quick edits of dates and progress and the workflow actions of DOMAIN.md, one
 * issue at a time or in batch (a batch with failures answers 500201).
 */
export function questionWorkflowRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const caller = (request: Parameters<typeof callerOf>[0]) => ({ userId: callerOf(request).userId, now: deps.now() });
    const member = { access: 'project:member' } as const;

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
