import {
  addCommentBody,
  collectBody,
  commentIdParams,
  productPath,
  relatedSearchQuery,
  similarQuery,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { toggleCollect } from './collect';
import { addComment, removeComment } from './comments';
import { searchRelated } from './relatedSearch';
import { similarQuestions } from './similar';

const tags = ['questions'];
const path = (call: string) => productPath(`questionInfo/${call}`);

/**
 * Issue 10, spec point 7 "Issues": the similar-issue check, link candidates, comments and favourites.
 * The services check the caller's project, as in routes.ts.
 */
export function questionDiscussionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const member = { access: 'project:member' } as const;
    const userId = (request: Parameters<typeof callerOf>[0]) => callerOf(request).userId;

    app.get(
      path('qualified'),
      { config: member, schema: { summary: 'Issues with a similar title', tags, querystring: similarQuery } },
      async (request) =>
        ok(requestLocale(request), await similarQuestions(deps.db, { ...request.query, userId: userId(request) })),
    );
    app.get(
      path('relatedQuestionList'),
      {
        config: member,
        schema: { summary: 'Issues to link, by number or title', tags, querystring: relatedSearchQuery },
      },
      async (request) =>
        ok(
          requestLocale(request),
          await searchRelated(deps.db, {
            projectId: request.query.projectId,
            questionId: request.query.questionId,
            questionType: request.query.questionType,
            search: request.query.searchQuestionVal,
            userId: userId(request),
            dialect: deps.dialect,
          }),
        ),
    );
    app.post(
      productPath('questionComment/addQuestionComment'),
      { config: member, schema: { summary: 'Comments on an issue', tags, body: addCommentBody } },
      async (request) =>
        ok(
          requestLocale(request),
          await addComment(deps, { body: request.body, userId: userId(request), now: deps.now() }),
        ),
    );
    app.delete(
      productPath('questionComment/removeQuestionComment/:id'),
      {
        config: member,
        schema: { summary: "Removes one of the caller's comments", tags, params: commentIdParams },
      },
      async (request) => {
        await removeComment(deps, { commentId: request.params.id, userId: userId(request), now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      productPath('questionCollect/addCollect'),
      { config: member, schema: { summary: "Toggles the caller's favourite", tags, querystring: collectBody } },
      async (request) =>
        ok(
          requestLocale(request),
          await toggleCollect(deps.db, { ...request.query, userId: userId(request), now: deps.now() }),
        ),
    );
  };
}
