import { productPath, setQuestionColumnsBody, setTerminalsBody, setTypeTabsBody } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import {
  type Preference,
  QUESTION_COLUMNS_PREF,
  TERMINALS_PREF,
  TYPE_TABS_PREF,
  readPreference,
  writePreference,
} from './preferences';

const tags = ['questions'];
const path = (call: string) => productPath(`questionInfo/${call}`);

/**
 * Issue 10: each person's issue-list settings (spec point 7 "Issues": columns, type tabs, terminals).
 * They belong to the signed-in person, not to a project, so the level is `user`.
 */
export function questionListSettingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const user = { access: 'user' } as const;
    const read = (getter: string, what: string, answer: (userId: number) => Promise<unknown[]>) =>
      app.get(path(getter), { config: user, schema: { summary: `The caller's ${what}`, tags } }, async (request) =>
        ok(requestLocale(request), await answer(callerOf(request).userId)),
      );
    read('getQuestionColumns', 'list columns', (userId) => readPreference(deps.db, QUESTION_COLUMNS_PREF, userId));
    read('getBugTybeTabs', 'type tabs', (userId) => readPreference(deps.db, TYPE_TABS_PREF, userId));
    read('getDelbugApps', 'terminals', (userId) => readPreference(deps.db, TERMINALS_PREF, userId));
    const write = <T extends string | number>(preference: Preference<T>, userId: number, values: T[]) =>
      writePreference(deps.db, preference, { userId, values, now: deps.now() });

    app.post(
      path('setQuestionColumns'),
      { config: user, schema: { summary: 'Saves the caller’s list columns', tags, body: setQuestionColumnsBody } },
      async (request) => {
        await write(QUESTION_COLUMNS_PREF, callerOf(request).userId, request.body.columns);
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      path('setBugTybeTabs'),
      { config: user, schema: { summary: 'Saves the caller’s type tabs', tags, body: setTypeTabsBody } },
      async (request) => {
        await write(TYPE_TABS_PREF, callerOf(request).userId, request.body.tabs);
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      path('setDelbugApps'),
      { config: user, schema: { summary: 'Saves the caller’s terminals', tags, body: setTerminalsBody } },
      async (request) => {
        await write(TERMINALS_PREF, callerOf(request).userId, request.body.terminals);
        return ok(requestLocale(request), null);
      },
    );
  };
}
