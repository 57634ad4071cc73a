import { QuestionStatusCode, WORKFLOW_ACTIONS, WORKFLOW_TABLE, type WorkflowAction } from '@questline/contract';
import type { PermissionCase, PermissionCases, ProjectWorld, RoleRefusals } from '../../test/projectWorld';

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

const editIssue: PermissionCase = (w) => ({
  method: 'PUT',
  url: base,
  payload: { projectId: w.projectId, questionId: w.question.id, updateTime: w.question.updateTime, ...fields(w) },
});
const deleteIssue: PermissionCase = (w) => ({
  method: 'POST',
  url: `${base}/delQuestionById`,
  payload: { projectId: w.projectId, questionId: w.question.id },
});
const editPlanTime: PermissionCase = (w) => ({
  method: 'PUT',
  url: `${base}/editQuestionPlanTime`,
  payload: {
    projectId: w.projectId,
    questionId: w.question.id,
    updateTime: w.question.updateTime,
    startDate: '2030-01-01',
    deadline: '2030-01-31',
  },
});
const editProgress: PermissionCase = (w) => ({
  method: 'PUT',
  url: `${base}/editQuestionProgress`,
  payload: { projectId: w.projectId, questionId: w.question.id, updateTime: w.question.updateTime, progress: 50 },
});
// The world's comment is the member's own; the comment names no project, its issue does.
const removeComment: PermissionCase = (w) => ({
  method: 'DELETE',
  url: `${product}/questionComment/removeQuestionComment/${w.commentId}`,
});
const act =
  (action: WorkflowAction): PermissionCase =>
  (w) => ({
    method: 'POST',
    url: `${base}/questionBy${action}`,
    payload: {
      projectId: w.projectId,
      questionId: w.question.id,
      updateTime: w.question.updateTime,
      ...inputs(action, w),
    },
  });

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
  [`PUT ${base}`]: editIssue,
  [`POST ${base}/delQuestionById`]: deleteIssue,
  [`POST ${base}/exportQuestion`]: (w) => ({
    method: 'POST',
    url: `${base}/exportQuestion`,
    payload: { projectId: w.projectId },
  }),
  [`PUT ${base}/editQuestionPlanTime`]: editPlanTime,
  [`PUT ${base}/editQuestionProgress`]: editProgress,
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
  [`DELETE ${product}/questionComment/removeQuestionComment/:id`]: removeComment,
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
      [`POST ${base}/questionBy${action}`, act(action)],
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

/**
 * Issue 28, point 15: the issue calls a member may make on their own issues and not on another member's. `other`
 * neither filed nor handles the world's issue; an admin may do everything to it but remove the member's comment.
 */
export const questionRoleRefusals: RoleRefusals = {
  "a member edits another member's issue": { refused: 'other', allowed: 'admin', call: editIssue },
  "a member deletes another member's issue": { refused: 'other', allowed: 'admin', call: deleteIssue },
  "a member moves another member's issue in time": { refused: 'other', allowed: 'admin', call: editPlanTime },
  "a member sets another member's issue's progress": { refused: 'other', allowed: 'admin', call: editProgress },
  "a member removes another member's comment": { refused: 'other', allowed: 'member', call: removeComment },
  "an admin removes a member's comment": { refused: 'admin', allowed: 'member', call: removeComment },
  // The actions the world's issue (to solve) can take, each refused to a member who is not its actor.
  ...Object.fromEntries(
    (Object.keys(WORKFLOW_TABLE[QuestionStatusCode.toSolve]) as WorkflowAction[]).map((action) => [
      `a member gives another member's issue ${action}`,
      { refused: 'other' as const, allowed: 'admin' as const, call: act(action) },
    ]),
  ),
};
