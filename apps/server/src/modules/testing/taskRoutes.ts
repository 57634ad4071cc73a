import {
  addTaskCasesBody,
  createTestTaskBody,
  editTestTaskBody,
  fileDefectBody,
  linkQuestionsToTaskCaseBody,
  pageQuery,
  productPath,
  recordRunBody,
  removeTaskCasesBody,
  taskCaseRefQuery,
  testTaskListFilter,
  testTaskRefQuery,
  testTaskStatusBody,
} from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok, page } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { fileDefectFromRun, linkQuestionsToTaskCase } from './defects';
import { testTaskReport } from './report';
import { getTaskCaseDetail, recordRun } from './runs';
import { addTaskCases, removeTaskCases } from './taskCases';
import {
  createTestTask,
  deleteTestTask,
  editTestTask,
  getTestTask,
  listTaskCases,
  listTestTasks,
  setTestTaskStatus,
} from './tasks';

const tags = ['testing'];

/** Issue 14: test tasks (spec point 2 "test"), their runs, report and the defects filed from failures. */
export function testTaskRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const member = { access: 'project:member' } as const;
    const reader = (request: FastifyRequest) => ({ userId: callerOf(request).userId });
    const writer = (request: FastifyRequest) => ({
      userId: callerOf(request).userId,
      now: deps.now(),
      locale: requestLocale(request),
    });
    const answer = async (request: FastifyRequest, work: Promise<unknown>) => ok(requestLocale(request), await work);

    app.post(
      productPath('testTask/list'),
      {
        config: member,
        schema: { summary: 'One page of test tasks', tags, querystring: pageQuery, body: testTaskListFilter },
      },
      async (request) => {
        const { rows, total } = await listTestTasks(deps.db, {
          filter: request.body,
          page: request.query,
          ...reader(request),
        });
        return page(requestLocale(request), rows, total);
      },
    );
    app.get(
      productPath('testTask/info'),
      { config: member, schema: { summary: 'One test task', tags, querystring: testTaskRefQuery } },
      (request) => answer(request, getTestTask(deps.db, { ...request.query, ...reader(request) })),
    );
    app.post(
      productPath('testTask'),
      {
        config: member,
        schema: { summary: 'Adds a test task (a draft unless published)', tags, body: createTestTaskBody },
      },
      (request) => answer(request, createTestTask(deps.db, { body: request.body, ...writer(request) })),
    );
    app.put(
      productPath('testTask'),
      { config: member, schema: { summary: 'Edits a test task', tags, body: editTestTaskBody } },
      (request) => answer(request, editTestTask(deps.db, { body: request.body, ...writer(request) })),
    );
    app.put(
      productPath('testTask/status'),
      { config: member, schema: { summary: "Sets a test task's status", tags, body: testTaskStatusBody } },
      (request) => answer(request, setTestTaskStatus(deps.db, { ...request.body, ...writer(request) })),
    );
    app.post(
      productPath('testTask/delete'),
      { config: member, schema: { summary: 'Deletes a test task with its runs', tags, body: testTaskRefQuery } },
      (request) => answer(request, deleteTestTask(deps.db, { ...request.body, ...writer(request) })),
    );
    app.get(
      productPath('testTask/cases'),
      {
        config: member,
        schema: { summary: "A task's cases with their latest result", tags, querystring: testTaskRefQuery },
      },
      (request) => answer(request, listTaskCases(deps.db, { ...request.query, ...reader(request) })),
    );
    app.post(
      productPath('testTask/addCases'),
      {
        config: member,
        schema: { summary: 'Adds library cases by module, id or filter', tags, body: addTaskCasesBody },
      },
      (request) =>
        answer(request, addTaskCases(deps.db, { body: request.body, ...writer(request), dialect: deps.dialect })),
    );
    app.post(
      productPath('testTask/removeCases'),
      { config: member, schema: { summary: 'Removes cases from a task', tags, body: removeTaskCasesBody } },
      (request) => answer(request, removeTaskCases(deps.db, { body: request.body, ...writer(request) })),
    );
    app.get(
      productPath('testTask/report'),
      {
        config: member,
        schema: { summary: "A task's progress, pass rates and defects", tags, querystring: testTaskRefQuery },
      },
      (request) =>
        answer(
          request,
          testTaskReport(deps.db, { ...request.query, ...reader(request), locale: requestLocale(request) }),
        ),
    );
    app.post(
      productPath('testRun'),
      { config: member, schema: { summary: 'Records the result of one case of a task', tags, body: recordRunBody } },
      (request) => answer(request, recordRun(deps.db, { body: request.body, ...writer(request) })),
    );
    app.get(
      productPath('testRun/taskCase'),
      {
        config: member,
        schema: { summary: 'One case of a task with its runs and defects', tags, querystring: taskCaseRefQuery },
      },
      (request) => answer(request, getTaskCaseDetail(deps.db, { ...request.query, ...reader(request) })),
    );
    app.post(
      productPath('testRun/fileDefect'),
      { config: member, schema: { summary: 'Files a linked defect from a failed run', tags, body: fileDefectBody } },
      (request) => answer(request, fileDefectFromRun(deps, { body: request.body, ...writer(request) })),
    );
    app.put(
      productPath('questionInfo/updateBatchProblemTestTaskCase'),
      {
        config: member,
        schema: { summary: 'Links defects to a case of a test task', tags, body: linkQuestionsToTaskCaseBody },
      },
      (request) => answer(request, linkQuestionsToTaskCase(deps.db, { body: request.body, ...writer(request) })),
    );
  };
}
