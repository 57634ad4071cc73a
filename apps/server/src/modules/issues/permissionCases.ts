import { WORKFLOW_ACTIONS, type WorkflowAction } from '@questline/contract';
import type { PermissionCases, ProjectWorld } from '../../test/projectWorld';

const base = '/prod-api/questline/questionInfo';
const product = '/prod-api/questline';

/** The inputs each action requires, so the request passes validation and reaches the access check. */
function inputs(action: WorkflowAction, w: ProjectWorld): Record<string, unknown> {
  switch (action) {
    case 'UnAdoptReview':
    case 'UnAdoptRetrial':
      return { note: 'Still broken' };
    case 'AdoptReviewAndRetrial':
      return { reviewerUserId: w.other.id };
    case 'ChangeToUser':
      return { handlerUserIds: [w.other.id] };
    case 'Refuse':
      return { refuseReason: 2, note: 'Duplicate' };
    case 'Delay':
      return { deadline: '2030-01-31' };
    default:
      return {};
  }
}

const fields = (w: ProjectWorld) => ({ questionName: 'Crash on save', handlerUserIds: [w.member.id] });

/**
 * Issue 10: a valid request per issue route for the permission matrix (spec point 6). The world's issue
 * is filed and handled by its member, so member-level calls reach the service.
 */
export const questionPermissionCases: PermissionCases = {
  [`POST ${base}/getProjectProblemList`]: (w) => ({
    method: 'POST',
    url: `${base}/getProjectProblemList?pageNum=1&pageSize=10`,
    payload: { projectId: w.projectId },
  }),
  [`POST ${base}/getProjectProblemListAll`]: (w) => ({
    method: 'POST',
    url: `${base}/getProjectProblemListAll`,
    payload: { projectId: w.projectId },
  }),
  [`GET ${base}/listNum`]: (w) => ({ method: 'GET', url: `${base}/listNum?projectId=${w.projectId}` }),
  [`GET ${base}/getProjectBacklogNum`]: (w) => ({
    method: 'GET',
    url: `${base}/getProjectBacklogNum?projectId=${w.projectId}`,
  }),
  [`GET ${base}/getQuestionInfo`]: (w) => ({
    method: 'GET',
    url: `${base}/getQuestionInfo?projectId=${w.projectId}&questionId=${w.question.id}`,
  }),
  [`GET ${base}/getInitQuestionInfo`]: (w) => ({
    method: 'GET',
    url: `${base}/getInitQuestionInfo?projectId=${w.projectId}`,
  }),
  [`GET ${base}/initQuestionInfo`]: (w) => ({
    method: 'GET',
    url: `${base}/initQuestionInfo?projectId=${w.projectId}&questionId=${w.question.id}`,
  }),
  [`POST ${base}`]: (w) => ({ method: 'POST', url: base, payload: { projectId: w.projectId, ...fields(w) } }),
  [`PUT ${base}`]: (w) => ({
    method: 'PUT',
    url: base,
    payload: { projectId: w.projectId, questionId: w.question.id, updateTime: w.question.updateTime, ...fields(w) },
  }),
  [`POST ${base}/delQuestionById`]: (w) => ({
    method: 'POST',
    url: `${base}/delQuestionById`,
    payload: { projectId: w.projectId, questionId: w.question.id },
  }),
  [`POST ${base}/exportQuestion`]: (w) => ({
    method: 'POST',
    url: `${base}/exportQuestion`,
    payload: { projectId: w.projectId },
  }),
  [`PUT ${base}/editQuestionPlanTime`]: (w) => ({
    method: 'PUT',
    url: `${base}/editQuestionPlanTime`,
    payload: {
      projectId: w.projectId,
      questionId: w.question.id,
      updateTime: w.question.updateTime,
      startDate: '2030-01-01',
      deadline: '2030-01-31',
    },
  }),
  [`PUT ${base}/editQuestionProgress`]: (w) => ({
    method: 'PUT',
    url: `${base}/editQuestionProgress`,
    payload: { projectId: w.projectId, questionId: w.question.id, updateTime: w.question.updateTime, progress: 50 },
  }),
  [`GET ${base}/qualified`]: (w) => ({
    method: 'GET',
    url: `${base}/qualified?projectId=${w.projectId}&questionName=${encodeURIComponent('Login button')}`,
  }),
  [`GET ${base}/relatedQuestionList`]: (w) => ({
    method: 'GET',
    url: `${base}/relatedQuestionList?projectId=${w.projectId}&questionId=${w.question.id}&searchQuestionVal=1`,
  }),
  [`POST ${product}/questionComment/addQuestionComment`]: (w) => ({
    method: 'POST',
    url: `${product}/questionComment/addQuestionComment`,
    payload: { projectId: w.projectId, questionId: w.question.id, content: '<p>Me too</p>' },
  }),
  // The world's comment is the member's own; the comment names no project, its issue does.
  [`DELETE ${product}/questionComment/removeQuestionComment/:id`]: (w) => ({
    method: 'DELETE',
    url: `${product}/questionComment/removeQuestionComment/${w.commentId}`,
  }),
  [`POST ${product}/questionCollect/addCollect`]: (w) => ({
    method: 'POST',
    url: `${product}/questionCollect/addCollect?projectId=${w.projectId}&questionId=${w.question.id}`,
  }),
  // Access is checked before the file is read as a workbook, so any file shows who may import.
  [`POST ${base}/importData`]: (w) => {
    // A FormData payload carries its own multipart content type; the matrix only adds Authorization.
    const form = new FormData();
    form.append('projectId', String(w.projectId));
    form.append('file', new Blob(['not a workbook']), 'issues.xlsx');
    return { method: 'POST', url: `${base}/importData`, payload: form };
  },
  ...Object.fromEntries(
    WORKFLOW_ACTIONS.flatMap((action) => [
      [
        `POST ${base}/questionBy${action}`,
        (w: ProjectWorld) => ({
          method: 'POST' as const,
          url: `${base}/questionBy${action}`,
          payload: {
            projectId: w.projectId,
            questionId: w.question.id,
            updateTime: w.question.updateTime,
            ...inputs(action, w),
          },
        }),
      ],
      [
        `POST ${base}/batchQuestionBy${action}`,
        (w: ProjectWorld) => ({
          method: 'POST' as const,
          url: `${base}/batchQuestionBy${action}`,
          payload: {
            projectId: w.projectId,
            items: [{ questionId: w.question.id, updateTime: w.question.updateTime }],
            ...inputs(action, w),
          },
        }),
      ],
    ]),
  ),
};
