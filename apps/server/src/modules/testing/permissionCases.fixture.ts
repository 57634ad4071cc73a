import type { PermissionCase, PermissionCases, ProjectWorld, RoleRefusals } from '../../test/projectWorld';

const product = '/prod-api/questline';

const task = (w: ProjectWorld) => ({
  taskName: 'Regression',
  phase: 3,
  startDate: '2030-01-01',
  endDate: '2030-01-31',
  ownerUserId: w.member.id,
  executorUserIds: [w.member.id],
});

const recordRun: PermissionCase = (w) => ({
  method: 'POST',
  url: `${product}/testRun`,
  payload: { projectId: w.projectId, taskId: w.testTaskId, taskCaseId: w.testTaskCaseId, result: 1 },
});

/**
 * Issue 14: a valid request per testing route for the permission matrix (spec point 6). The world's
 * case sits in a module and its task is owned and run by the member, so member calls reach the service.
 */
export const testingPermissionCases: PermissionCases = {
  [`GET ${product}/testModule/tree`]: (w) => ({
    method: 'GET',
    url: `${product}/testModule/tree?projectId=${w.projectId}`,
  }),
  [`POST ${product}/testModule`]: (w) => ({
    method: 'POST',
    url: `${product}/testModule`,
    payload: { projectId: w.projectId, name: 'Payments' },
  }),
  [`PUT ${product}/testModule`]: (w) => ({
    method: 'PUT',
    url: `${product}/testModule`,
    payload: { projectId: w.projectId, moduleId: w.testModuleId, name: 'Login' },
  }),
  [`POST ${product}/testModule/delete`]: (w) => ({
    method: 'POST',
    url: `${product}/testModule/delete`,
    payload: { projectId: w.projectId, moduleId: w.testModuleId },
  }),
  [`POST ${product}/testCase/list`]: (w) => ({
    method: 'POST',
    url: `${product}/testCase/list?pageNum=1&pageSize=10`,
    payload: { projectId: w.projectId },
  }),
  [`GET ${product}/testCase/info`]: (w) => ({
    method: 'GET',
    url: `${product}/testCase/info?projectId=${w.projectId}&caseId=${w.testCaseId}`,
  }),
  [`GET ${product}/testCase/versions`]: (w) => ({
    method: 'GET',
    url: `${product}/testCase/versions?projectId=${w.projectId}&caseId=${w.testCaseId}`,
  }),
  [`POST ${product}/testCase`]: (w) => ({
    method: 'POST',
    url: `${product}/testCase`,
    payload: { projectId: w.projectId, caseName: 'Sign out', moduleId: w.testModuleId },
  }),
  [`PUT ${product}/testCase`]: (w) => ({
    method: 'PUT',
    url: `${product}/testCase`,
    payload: { projectId: w.projectId, caseId: w.testCaseId, caseName: 'Sign in again', moduleId: w.testModuleId },
  }),
  [`POST ${product}/testCase/copy`]: (w) => ({
    method: 'POST',
    url: `${product}/testCase/copy`,
    payload: { projectId: w.projectId, caseIds: [w.testCaseId], moduleId: w.testModuleId },
  }),
  [`PUT ${product}/testCase/move`]: (w) => ({
    method: 'PUT',
    url: `${product}/testCase/move`,
    payload: { projectId: w.projectId, caseIds: [w.testCaseId], moduleId: w.testModuleId },
  }),
  [`PUT ${product}/testCase/batchEdit`]: (w) => ({
    method: 'PUT',
    url: `${product}/testCase/batchEdit`,
    payload: { projectId: w.projectId, caseIds: [w.testCaseId], priority: 4 },
  }),
  [`POST ${product}/testCase/delete`]: (w) => ({
    method: 'POST',
    url: `${product}/testCase/delete`,
    payload: { projectId: w.projectId, caseIds: [w.testCaseId] },
  }),
  [`POST ${product}/testCase/export`]: (w) => ({
    method: 'POST',
    url: `${product}/testCase/export`,
    payload: { projectId: w.projectId },
  }),
  // Access is checked before the file is read as a workbook, so any file shows who may import.
  [`POST ${product}/testCase/importData`]: (w) => {
    const form = new FormData();
    form.append('projectId', String(w.projectId));
    form.append('file', new Blob(['not a workbook']), 'cases.xlsx');
    return { method: 'POST', url: `${product}/testCase/importData`, payload: form };
  },
  [`POST ${product}/testTask/list`]: (w) => ({
    method: 'POST',
    url: `${product}/testTask/list?pageNum=1&pageSize=10`,
    payload: { projectId: w.projectId },
  }),
  [`GET ${product}/testTask/info`]: (w) => ({
    method: 'GET',
    url: `${product}/testTask/info?projectId=${w.projectId}&taskId=${w.testTaskId}`,
  }),
  [`POST ${product}/testTask`]: (w) => ({
    method: 'POST',
    url: `${product}/testTask`,
    payload: { projectId: w.projectId, ...task(w) },
  }),
  [`PUT ${product}/testTask`]: (w) => ({
    method: 'PUT',
    url: `${product}/testTask`,
    payload: { projectId: w.projectId, taskId: w.testTaskId, ...task(w) },
  }),
  [`PUT ${product}/testTask/status`]: (w) => ({
    method: 'PUT',
    url: `${product}/testTask/status`,
    payload: { projectId: w.projectId, taskId: w.testTaskId, status: 4 },
  }),
  [`POST ${product}/testTask/delete`]: (w) => ({
    method: 'POST',
    url: `${product}/testTask/delete`,
    payload: { projectId: w.projectId, taskId: w.testTaskId },
  }),
  [`GET ${product}/testTask/cases`]: (w) => ({
    method: 'GET',
    url: `${product}/testTask/cases?projectId=${w.projectId}&taskId=${w.testTaskId}`,
  }),
  [`POST ${product}/testTask/addCases`]: (w) => ({
    method: 'POST',
    url: `${product}/testTask/addCases`,
    payload: { projectId: w.projectId, taskId: w.testTaskId, moduleIds: [w.testModuleId] },
  }),
  [`POST ${product}/testTask/removeCases`]: (w) => ({
    method: 'POST',
    url: `${product}/testTask/removeCases`,
    payload: { projectId: w.projectId, taskId: w.testTaskId, taskCaseIds: [w.testTaskCaseId] },
  }),
  [`GET ${product}/testTask/report`]: (w) => ({
    method: 'GET',
    url: `${product}/testTask/report?projectId=${w.projectId}&taskId=${w.testTaskId}`,
  }),
  [`POST ${product}/testRun`]: recordRun,
  [`GET ${product}/testRun/taskCase`]: (w) => ({
    method: 'GET',
    url: `${product}/testRun/taskCase?projectId=${w.projectId}&taskCaseId=${w.testTaskCaseId}`,
  }),
  [`POST ${product}/testRun/fileDefect`]: (w) => ({
    method: 'POST',
    url: `${product}/testRun/fileDefect`,
    payload: { projectId: w.projectId, runId: w.testRunId, handlerUserIds: [w.member.id] },
  }),
  [`PUT ${product}/questionInfo/updateBatchProblemTestTaskCase`]: (w) => ({
    method: 'PUT',
    url: `${product}/questionInfo/updateBatchProblemTestTaskCase`,
    payload: { projectId: w.projectId, taskCaseId: w.testTaskCaseId, questionIds: [w.question.id] },
  }),
};

/**
 * Issue 28, point 15: what a member may do with the test objects of others, or with the library's root, and is
 * refused. `other` neither owns nor runs the world's task; a case goes to the root without a module.
 */
export const testingRoleRefusals: RoleRefusals = {
  'a member records a result in a task they do not run': { refused: 'other', allowed: 'member', call: recordRun },
  "a member writes a case into the library's root": {
    refused: 'member',
    allowed: 'admin',
    call: (w) => ({
      method: 'POST',
      url: `${product}/testCase`,
      payload: { projectId: w.projectId, caseName: 'Root' },
    }),
  },
  "a member moves a case into the library's root by editing it": {
    refused: 'member',
    allowed: 'admin',
    call: (w) => ({
      method: 'PUT',
      url: `${product}/testCase`,
      payload: { projectId: w.projectId, caseId: w.testCaseId, caseName: 'Sign in', moduleId: null },
    }),
  },
  "a member copies cases into the library's root": {
    refused: 'member',
    allowed: 'admin',
    call: (w) => ({
      method: 'POST',
      url: `${product}/testCase/copy`,
      payload: { projectId: w.projectId, caseIds: [w.testCaseId], moduleId: null },
    }),
  },
  "a member moves cases into the library's root": {
    refused: 'member',
    allowed: 'admin',
    call: (w) => ({
      method: 'PUT',
      url: `${product}/testCase/move`,
      payload: { projectId: w.projectId, caseIds: [w.testCaseId], moduleId: null },
    }),
  },
};
