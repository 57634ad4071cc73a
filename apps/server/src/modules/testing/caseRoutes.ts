import multipart from '@fastify/multipart';
import {
  TEST_CASE_IMPORT_MAX_BYTES,
  batchEditTestCasesBody,
  copyTestCasesBody,
  createTestCaseBody,
  createTestModuleBody,
  deleteTestCasesBody,
  editTestCaseBody,
  exportTestCasesBody,
  moveTestCasesBody,
  pageQuery,
  productPath,
  renameTestModuleBody,
  testCaseListFilter,
  testCaseRefQuery,
  testModuleRefBody,
  testModuleTreeQuery,
} from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok, page } from '../../http/envelope';
import { readImportForm } from '../../http/importForm';
import { requestLocale } from '../../http/locale';
import { issueDownload } from '../downloads/downloads';
import { batchEditTestCases, copyTestCases, deleteTestCases, moveTestCases } from './caseBatch';
import { exportTestCasesWorkbook, importTestCases, testCaseImportTemplate } from './caseImport';
import { createTestCase, editTestCase, getTestCase, listTestCases, testCaseVersions } from './cases';
import { createTestModule, deleteTestModule, renameTestModule, testModuleTree } from './modules';

const tags = ['testing'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Issue 14: the case library (spec point 2 "testLibrary"): module tree, cases, import and export. */
export function testCaseRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart);
    const member = { access: 'project:member' } as const;
    const caller = (request: FastifyRequest) => ({ userId: callerOf(request).userId, now: deps.now() });
    const answer = async (request: FastifyRequest, work: Promise<unknown>) => ok(requestLocale(request), await work);

    app.get(
      productPath('testModule/tree'),
      { config: member, schema: { summary: "The library's module tree", tags, querystring: testModuleTreeQuery } },
      (request) => answer(request, testModuleTree(deps.db, { ...request.query, userId: callerOf(request).userId })),
    );
    app.post(
      productPath('testModule'),
      { config: member, schema: { summary: 'Adds a library module', tags, body: createTestModuleBody } },
      (request) => answer(request, createTestModule(deps.db, { body: request.body, ...caller(request) })),
    );
    app.put(
      productPath('testModule'),
      { config: member, schema: { summary: 'Renames a library module', tags, body: renameTestModuleBody } },
      (request) => answer(request, renameTestModule(deps.db, { body: request.body, ...caller(request) })),
    );
    app.post(
      productPath('testModule/delete'),
      { config: member, schema: { summary: 'Deletes an empty library module', tags, body: testModuleRefBody } },
      (request) => answer(request, deleteTestModule(deps.db, { ...request.body, ...caller(request) })),
    );

    app.post(
      productPath('testCase/list'),
      {
        config: member,
        schema: { summary: 'One page of the case library', tags, querystring: pageQuery, body: testCaseListFilter },
      },
      async (request) => {
        const { rows, total } = await listTestCases(deps.db, {
          filter: request.body,
          page: request.query,
          userId: callerOf(request).userId,
          dialect: deps.dialect,
        });
        return page(requestLocale(request), rows, total);
      },
    );
    app.get(
      productPath('testCase/info'),
      { config: member, schema: { summary: 'One case with its steps', tags, querystring: testCaseRefQuery } },
      (request) => answer(request, getTestCase(deps.db, { ...request.query, userId: callerOf(request).userId })),
    );
    app.get(
      productPath('testCase/versions'),
      { config: member, schema: { summary: "A case's saved versions", tags, querystring: testCaseRefQuery } },
      (request) => answer(request, testCaseVersions(deps.db, { ...request.query, userId: callerOf(request).userId })),
    );
    app.post(
      productPath('testCase'),
      { config: member, schema: { summary: 'Adds a case (version 1)', tags, body: createTestCaseBody } },
      (request) => answer(request, createTestCase(deps.db, { body: request.body, ...caller(request) })),
    );
    app.put(
      productPath('testCase'),
      { config: member, schema: { summary: 'Edits a case (a new version)', tags, body: editTestCaseBody } },
      (request) => answer(request, editTestCase(deps.db, { body: request.body, ...caller(request) })),
    );
    app.post(
      productPath('testCase/copy'),
      { config: member, schema: { summary: 'Copies cases into a module', tags, body: copyTestCasesBody } },
      (request) => answer(request, copyTestCases(deps.db, { body: request.body, ...caller(request) })),
    );
    app.put(
      productPath('testCase/move'),
      { config: member, schema: { summary: 'Moves cases to a module', tags, body: moveTestCasesBody } },
      (request) => answer(request, moveTestCases(deps.db, { body: request.body, ...caller(request) })),
    );
    app.put(
      productPath('testCase/batchEdit'),
      {
        config: member,
        schema: { summary: 'Changes type, priority or tags of cases', tags, body: batchEditTestCasesBody },
      },
      (request) => answer(request, batchEditTestCases(deps.db, { body: request.body, ...caller(request) })),
    );
    app.post(
      productPath('testCase/delete'),
      { config: member, schema: { summary: 'Deletes cases from the library', tags, body: deleteTestCasesBody } },
      (request) => answer(request, deleteTestCases(deps.db, { body: request.body, ...caller(request) })),
    );
    app.post(
      productPath('testCase/export'),
      {
        config: member,
        schema: {
          summary: 'The library as .xlsx, fetched once from /common/download',
          tags,
          body: exportTestCasesBody,
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        const { userId } = callerOf(request);
        const workbook = await exportTestCasesWorkbook(deps.db, {
          ...request.body,
          userId,
          locale,
          dialect: deps.dialect,
        });
        const fileName = await issueDownload(deps, {
          userId,
          fileName: `test-cases-${deps.now().toISOString().slice(0, 10).replaceAll('-', '')}.xlsx`,
          contentType: XLSX_TYPE,
          write: workbook,
        });
        return ok(locale, { fileName });
      },
    );
    app.get(
      productPath('testCase/importTemplate'),
      { config: { access: 'user' }, schema: { summary: 'The .xlsx template of the case import', tags } },
      async (request, reply) =>
        reply
          .type(XLSX_TYPE)
          .header('content-disposition', 'attachment; filename="test-case-import-template.xlsx"')
          .header('x-content-type-options', 'nosniff')
          .send(await testCaseImportTemplate(requestLocale(request))),
    );
    app.post(
      productPath('testCase/importData'),
      { config: member, schema: { summary: 'Imports up to 500 cases from .xlsx (fields projectId and file)', tags } },
      async (request) => {
        const locale = requestLocale(request);
        const form = await readImportForm(request, TEST_CASE_IMPORT_MAX_BYTES);
        return ok(locale, await importTestCases(deps.db, { ...form, ...caller(request), locale }));
      },
    );
  };
}
