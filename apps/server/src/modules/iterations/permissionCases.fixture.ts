import type { PermissionCases, ProjectWorld } from '../../test/projectWorld';

const product = '/prod-api/questline';
const ref = (w: ProjectWorld) => ({ projectId: w.projectId, iterationId: w.iterationId });

/** Issue 13: a valid request per iteration route for the permission matrix (spec point 6). */
export const iterationPermissionCases: PermissionCases = {
  [`GET ${product}/projectIteration/list`]: (w) => ({
    method: 'GET',
    url: `${product}/projectIteration/list?projectId=${w.projectId}`,
  }),
  [`GET ${product}/projectIteration/info`]: (w) => ({
    method: 'GET',
    url: `${product}/projectIteration/info?projectId=${w.projectId}&iterationId=${w.iterationId}`,
  }),
  [`POST ${product}/projectIteration`]: (w) => ({
    method: 'POST',
    url: `${product}/projectIteration`,
    payload: { projectId: w.projectId, iterationName: 'Sprint 2', startDate: '2030-02-01', endDate: '2030-02-14' },
  }),
  [`PUT ${product}/projectIteration`]: (w) => ({
    method: 'PUT',
    url: `${product}/projectIteration`,
    payload: {
      ...ref(w),
      iterationName: 'Sprint 1',
      startDate: '2030-01-01',
      endDate: '2030-01-14',
      updateTime: '2026-01-05T08:00:00.000Z',
    },
  }),
  [`POST ${product}/projectIteration/delete`]: (w) => ({
    method: 'POST',
    url: `${product}/projectIteration/delete`,
    payload: ref(w),
  }),
  [`GET ${product}/projectIteration/board`]: (w) => ({
    method: 'GET',
    url: `${product}/projectIteration/board?projectId=${w.projectId}&iterationId=${w.iterationId}`,
  }),
  [`PUT ${product}/projectIteration/moveQuestion`]: (w) => ({
    method: 'PUT',
    url: `${product}/projectIteration/moveQuestion`,
    payload: { ...ref(w), questionId: w.questionId, stageId: w.stageId },
  }),
  [`POST ${product}/questionInfo/getProjectIterationRanJinTuData`]: (w) => ({
    method: 'POST',
    url: `${product}/questionInfo/getProjectIterationRanJinTuData`,
    payload: ref(w),
  }),
  [`PUT ${product}/questionInfo/updateBatchProblemIteration`]: (w) => ({
    method: 'PUT',
    url: `${product}/questionInfo/updateBatchProblemIteration`,
    payload: { ...ref(w), questionIds: [w.questionId] },
  }),
  [`PUT ${product}/questionInfo/removeQuestionProjectPlanIteration`]: (w) => ({
    method: 'PUT',
    url: `${product}/questionInfo/removeQuestionProjectPlanIteration`,
    payload: { projectId: w.projectId, questionId: w.questionId, clear: ['iteration'] },
  }),
};
