import {
  type ApiOk,
  type ApiPage,
  type CreateTestCaseBody,
  type CreateTestTaskBody,
  type EditTestCaseBody,
  type EditTestTaskBody,
  type ExportTicket,
  type FileDefectBody,
  type FiledDefect,
  type PageQuery,
  type RecordRunBody,
  type TaskCaseDetail,
  type TaskCaseRow,
  type TestCaseBatchData,
  type TestCaseDetail,
  type TestCaseImportData,
  type TestCaseListFilter,
  type TestCaseRow,
  type TestCaseVersion,
  type TestModuleTree,
  type TestTaskDetail,
  type TestTaskReport,
  type TestTaskRow,
  type TestTaskStatus,
  productPath,
} from '@questline/contract';
import { download, get, post, put } from './client';

/** Issue 14: the case library, test tasks, runs and report (spec points 2 "testLibrary", "test"). */

export function getTestModuleTree(projectId: number): Promise<ApiOk<TestModuleTree>> {
  return get<ApiOk<TestModuleTree>>(productPath('testModule/tree'), { projectId });
}

export function addTestModule(body: { projectId: number; parentId: number | null; name: string }) {
  return post<ApiOk<{ moduleId: number }>>(productPath('testModule'), body);
}

export function renameTestModule(body: { projectId: number; moduleId: number; name: string }) {
  return put<ApiOk<null>>(productPath('testModule'), body);
}

export function deleteTestModule(projectId: number, moduleId: number) {
  return post<ApiOk<null>>(productPath('testModule/delete'), { projectId, moduleId });
}

export function getTestCases(filter: TestCaseListFilter, page: PageQuery): Promise<ApiPage<TestCaseRow>> {
  return post<ApiPage<TestCaseRow>>(
    `${productPath('testCase/list')}?pageNum=${page.pageNum}&pageSize=${page.pageSize}`,
    filter,
  );
}

export function getTestCase(projectId: number, caseId: number): Promise<ApiOk<TestCaseDetail>> {
  return get<ApiOk<TestCaseDetail>>(productPath('testCase/info'), { projectId, caseId });
}

export function getTestCaseVersions(projectId: number, caseId: number): Promise<ApiOk<TestCaseVersion[]>> {
  return get<ApiOk<TestCaseVersion[]>>(productPath('testCase/versions'), { projectId, caseId });
}

export function createTestCase(body: CreateTestCaseBody): Promise<ApiOk<TestCaseDetail>> {
  return post<ApiOk<TestCaseDetail>>(productPath('testCase'), body);
}

export function editTestCase(body: EditTestCaseBody): Promise<ApiOk<TestCaseDetail>> {
  return put<ApiOk<TestCaseDetail>>(productPath('testCase'), body);
}

export function moveTestCases(body: { projectId: number; caseIds: number[]; moduleId: number | null }) {
  return put<ApiOk<TestCaseBatchData>>(productPath('testCase/move'), body);
}

export function copyTestCases(body: { projectId: number; caseIds: number[]; moduleId: number | null }) {
  return post<ApiOk<TestCaseBatchData>>(productPath('testCase/copy'), body);
}

export function batchEditTestCases(body: {
  projectId: number;
  caseIds: number[];
  priority?: number;
  caseType?: number;
}) {
  return put<ApiOk<TestCaseBatchData>>(productPath('testCase/batchEdit'), body);
}

export function deleteTestCases(projectId: number, caseIds: number[]) {
  return post<ApiOk<TestCaseBatchData>>(productPath('testCase/delete'), { projectId, caseIds });
}

export function downloadTestCaseTemplate(): Promise<Blob> {
  return download(productPath('testCase/importTemplate'));
}

/** Row errors come back as a rejected 500 body with `data` (ImportRowError[]) for the dialog to list. */
export function importTestCases(projectId: number, file: Blob, fileName: string): Promise<ApiOk<TestCaseImportData>> {
  const form = new FormData();
  form.append('projectId', String(projectId));
  form.append('file', file, fileName);
  return post<ApiOk<TestCaseImportData>>(productPath('testCase/importData'), form, { failureBody: true, long: true });
}

export function exportTestCases(projectId: number, moduleId?: number): Promise<ApiOk<ExportTicket>> {
  return post<ApiOk<ExportTicket>>(productPath('testCase/export'), { projectId, moduleId }, { long: true });
}

export function getTestTasks(
  filter: { projectId: number; status?: TestTaskStatus; keyword?: string },
  page: PageQuery,
): Promise<ApiPage<TestTaskRow>> {
  return post<ApiPage<TestTaskRow>>(
    `${productPath('testTask/list')}?pageNum=${page.pageNum}&pageSize=${page.pageSize}`,
    filter,
  );
}

export function getTestTask(projectId: number, taskId: number): Promise<ApiOk<TestTaskDetail>> {
  return get<ApiOk<TestTaskDetail>>(productPath('testTask/info'), { projectId, taskId });
}

export function createTestTask(body: CreateTestTaskBody): Promise<ApiOk<TestTaskDetail>> {
  return post<ApiOk<TestTaskDetail>>(productPath('testTask'), body);
}

export function editTestTask(body: EditTestTaskBody): Promise<ApiOk<TestTaskDetail>> {
  return put<ApiOk<TestTaskDetail>>(productPath('testTask'), body);
}

export function setTestTaskStatus(projectId: number, taskId: number, status: TestTaskStatus) {
  return put<ApiOk<TestTaskDetail>>(productPath('testTask/status'), { projectId, taskId, status });
}

export function getTaskCases(projectId: number, taskId: number): Promise<ApiOk<TaskCaseRow[]>> {
  return get<ApiOk<TaskCaseRow[]>>(productPath('testTask/cases'), { projectId, taskId });
}

export function addTaskCases(body: {
  projectId: number;
  taskId: number;
  moduleIds?: number[];
  caseIds?: number[];
  filter?: Omit<TestCaseListFilter, 'projectId'>;
}) {
  return post<ApiOk<TaskCaseRow[]>>(productPath('testTask/addCases'), body);
}

export function getTaskReport(projectId: number, taskId: number): Promise<ApiOk<TestTaskReport>> {
  return get<ApiOk<TestTaskReport>>(productPath('testTask/report'), { projectId, taskId });
}

export function getTaskCase(projectId: number, taskCaseId: number): Promise<ApiOk<TaskCaseDetail>> {
  return get<ApiOk<TaskCaseDetail>>(productPath('testRun/taskCase'), { projectId, taskCaseId });
}

export function recordRun(body: RecordRunBody): Promise<ApiOk<TaskCaseDetail>> {
  return post<ApiOk<TaskCaseDetail>>(productPath('testRun'), body);
}

export function fileDefect(body: FileDefectBody): Promise<ApiOk<FiledDefect>> {
  return post<ApiOk<FiledDefect>>(productPath('testRun/fileDefect'), body);
}
