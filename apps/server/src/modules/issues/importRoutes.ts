import multipart from '@fastify/multipart';
import { QUESTION_IMPORT_MAX_BYTES, productPath } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { readImportForm } from '../../http/importForm';
import { requestLocale } from '../../http/locale';
import { importQuestions, questionImportTemplate } from './questionImport';

const tags = ['questions'];
const path = (call: string) => productPath(`questionInfo/${call}`);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Issue 10: the issue import of spec points 5 "Imports" and 7 "Issues" (template and upload). */
export function questionImportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart);
    const member = { access: 'project:member' } as const;
    const userId = (request: Parameters<typeof callerOf>[0]) => callerOf(request).userId;

    app.get(
      path('importTemplate'),
      { config: { access: 'user' }, schema: { summary: 'The .xlsx template of the issue import', tags } },
      async (request, reply) => {
        const content = await questionImportTemplate(deps.db, {
          userId: userId(request),
          locale: requestLocale(request),
          now: deps.now(),
        });
        return reply
          .type(XLSX_TYPE)
          .header('content-disposition', 'attachment; filename="question-import-template.xlsx"')
          .header('x-content-type-options', 'nosniff')
          .send(content);
      },
    );
    app.post(
      path('importData'),
      { config: member, schema: { summary: 'Imports issues from an .xlsx file (fields projectId and file)', tags } },
      async (request) => {
        const locale = requestLocale(request);
        const form = await readImportForm(request, QUESTION_IMPORT_MAX_BYTES);
        return ok(locale, await importQuestions(deps, { ...form, userId: userId(request), now: deps.now(), locale }));
      },
    );
  };
}
