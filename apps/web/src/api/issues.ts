import {
  ATTACH_FROM_DISK_PATH,
  type ActionInputs,
  type ActionResult,
  type AddCommentBody,
  type ApiOk,
  type ApiPage,
  type CreateQuestionBody,
  type CreateShareBody,
  type EditQuestionBody,
  type ExportTicket,
  type PartialData,
  type QuestionAttachment,
  type QuestionColumn,
  type QuestionDetail,
  type QuestionFormInit,
  type QuestionImportData,
  type QuestionListFilter,
  type QuestionRow,
  type QuestionShare,
  type QuestionType,
  type QuestionTypeCounts,
  type SharedQuestion,
  type SimilarQuestion,
  type Terminal,
  type WorkflowAction,
  type QuestionLink,
  type PageQuery,
  productPath,
} from '@questline/contract';
import { del, download, get, post, put } from './client';

/**
 * Issue 10: the issue calls of spec point 7 "Issues" and "File download". Failures are shown by the
 * client (spec point 8) unless `failureBody` hands the body back (imports' row report).
 */

const path = (call: string) => productPath(`questionInfo/${call}`);

export function getProblemList(filter: QuestionListFilter, page: PageQuery): Promise<ApiPage<QuestionRow>> {
  return post<ApiPage<QuestionRow>>(
    `${path('getProjectProblemList')}?pageNum=${page.pageNum}&pageSize=${page.pageSize}`,
    filter,
  );
}

/** Issue 17: the whole filtered list for the "all" view, at most ALL_QUESTIONS_LIMIT rows; `total` counts every match. */
export function getProblemListAll(filter: QuestionListFilter): Promise<ApiPage<QuestionRow>> {
  return post<ApiPage<QuestionRow>>(path('getProjectProblemListAll'), filter);
}

export function getTypeCounts(projectId: number): Promise<ApiOk<QuestionTypeCounts>> {
  return get<ApiOk<QuestionTypeCounts>>(path('listNum'), { projectId });
}

export function getProjectBacklogNum(projectId: number): Promise<ApiOk<number>> {
  return get<ApiOk<number>>(path('getProjectBacklogNum'), { projectId });
}

export function getQuestion(projectId: number, questionId: number): Promise<ApiOk<QuestionDetail>> {
  // The detail shows its own "does not exist" (a link to an issue the reader may not see), so no second message.
  return get<ApiOk<QuestionDetail>>(path('getQuestionInfo'), { projectId, questionId }, { ownNotFound: true });
}

export function getFormInit(
  projectId: number,
  options: { questionId?: number; moduleId?: number } = {},
): Promise<ApiOk<QuestionFormInit>> {
  return get<ApiOk<QuestionFormInit>>(path('getInitQuestionInfo'), { projectId, ...options });
}

export function createQuestion(body: CreateQuestionBody): Promise<ApiOk<QuestionDetail>> {
  return post<ApiOk<QuestionDetail>>(productPath('questionInfo'), body);
}

export function editQuestion(body: EditQuestionBody): Promise<ApiOk<QuestionDetail>> {
  return put<ApiOk<QuestionDetail>>(productPath('questionInfo'), body);
}

export function deleteQuestion(projectId: number, questionId: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(path('delQuestionById'), { projectId, questionId });
}

export function editPlanTime(body: {
  projectId: number;
  questionId: number;
  updateTime: string;
  startDate: string | null;
  deadline: string | null;
}): Promise<ApiOk<ActionResult>> {
  return put<ApiOk<ActionResult>>(path('editQuestionPlanTime'), body);
}

export function editProgress(body: {
  projectId: number;
  questionId: number;
  updateTime: string;
  progress: number;
}): Promise<ApiOk<ActionResult>> {
  return put<ApiOk<ActionResult>>(path('editQuestionProgress'), body);
}

export function runAction(
  action: WorkflowAction,
  body: { projectId: number; questionId: number; updateTime: string } & ActionInputs,
): Promise<ApiOk<ActionResult>> {
  return post<ApiOk<ActionResult>>(path(`questionBy${action}`), body);
}

/** Answers 200 when every item succeeded, 500201 with the per-item result otherwise. */
export function runBatchAction(
  action: WorkflowAction,
  body: { projectId: number; items: { questionId: number; updateTime: string }[] } & ActionInputs,
): Promise<ApiOk<PartialData>> {
  return post<ApiOk<PartialData>>(path(`batchQuestionBy${action}`), body);
}

export function getColumns(): Promise<ApiOk<QuestionColumn[]>> {
  return get<ApiOk<QuestionColumn[]>>(path('getQuestionColumns'));
}
export function setColumns(columns: QuestionColumn[]): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(path('setQuestionColumns'), { columns });
}
export function getTypeTabs(): Promise<ApiOk<QuestionType[]>> {
  return get<ApiOk<QuestionType[]>>(path('getBugTybeTabs'));
}
export function setTypeTabs(tabs: QuestionType[]): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(path('setBugTybeTabs'), { tabs });
}
export function getTerminals(): Promise<ApiOk<Terminal[]>> {
  return get<ApiOk<Terminal[]>>(path('getDelbugApps'));
}
export function setTerminals(terminals: Terminal[]): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(path('setDelbugApps'), { terminals });
}

export function findSimilar(projectId: number, questionName: string): Promise<ApiOk<SimilarQuestion[]>> {
  return get<ApiOk<SimilarQuestion[]>>(path('qualified'), { projectId, questionName });
}

export function searchRelated(
  projectId: number,
  searchQuestionVal: string,
  questionId?: number,
  questionType?: QuestionType,
): Promise<ApiOk<QuestionLink[]>> {
  return get<ApiOk<QuestionLink[]>>(path('relatedQuestionList'), {
    projectId,
    questionId,
    searchQuestionVal,
    questionType,
  });
}

export function addComment(body: AddCommentBody): Promise<ApiOk<{ commentId: number }>> {
  return post<ApiOk<{ commentId: number }>>(productPath('questionComment/addQuestionComment'), body);
}
export function removeComment(commentId: number): Promise<ApiOk<null>> {
  return del<ApiOk<null>>(productPath(`questionComment/removeQuestionComment/${commentId}`));
}

/** Toggles the caller's favourite; answers whether it is now collected. */
export function toggleCollect(projectId: number, questionId: number): Promise<ApiOk<{ collected: boolean }>> {
  return post<ApiOk<{ collected: boolean }>>(
    `${productPath('questionCollect/addCollect')}?projectId=${projectId}&questionId=${questionId}`,
  );
}

export function uploadAttachment(projectId: number, file: Blob, fileName: string): Promise<ApiOk<QuestionAttachment>> {
  const form = new FormData();
  form.append('projectId', String(projectId));
  form.append('file', file, fileName);
  return post<ApiOk<QuestionAttachment>>(productPath('questionAttachment/upload'), form, { long: true });
}

/** A file of the caller's network disk, copied into a pending attachment of the project (issue 32). */
export function attachFromDisk(projectId: number, entryId: number): Promise<ApiOk<QuestionAttachment>> {
  return post<ApiOk<QuestionAttachment>>(ATTACH_FROM_DISK_PATH, { projectId, entryId }, { long: true });
}

/** Its uploader or a project admin (the detail's removableAttachmentIds); the history notes it. */
export function removeAttachment(attachmentId: number): Promise<ApiOk<null>> {
  return del<ApiOk<null>>(productPath(`questionAttachment/${attachmentId}`));
}

export function downloadImportTemplate(): Promise<Blob> {
  return download(path('importTemplate'));
}

/** Row errors come back as a rejected 500 body with `data` (ImportRowError[]) for the dialog to list. */
export function importQuestions(projectId: number, file: Blob, fileName: string): Promise<ApiOk<QuestionImportData>> {
  const form = new FormData();
  form.append('projectId', String(projectId));
  form.append('file', file, fileName);
  return post<ApiOk<QuestionImportData>>(path('importData'), form, { failureBody: true, long: true });
}

export function exportQuestions(filter: QuestionListFilter): Promise<ApiOk<ExportTicket>> {
  return post<ApiOk<ExportTicket>>(path('exportQuestion'), filter, { long: true });
}

/** Spec point 7 "File download": the single-use name from exportQuestion. */
export function downloadFile(fileName: string): Promise<Blob> {
  return download('/common/download', { fileName, delete: 'true' }, { long: true });
}

export function createShare(body: CreateShareBody): Promise<ApiOk<QuestionShare>> {
  return post<ApiOk<QuestionShare>>(productPath('questionShare/create'), body);
}
export function listShares(projectId: number, questionId: number): Promise<ApiOk<QuestionShare[]>> {
  return get<ApiOk<QuestionShare[]>>(productPath('questionShare/list'), { projectId, questionId });
}
export function revokeShare(projectId: number, shareId: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(productPath('questionShare/revoke'), { projectId, shareId });
}

/** The public page's call: no token, and quiet, since the page itself says when a link is invalid. */
export function getSharedQuestion(token: string): Promise<ApiOk<SharedQuestion>> {
  return get<ApiOk<SharedQuestion>>(`/anonymous/questionShare/${token}`, undefined, {
    withoutToken: true,
    authCall: true,
  });
}
