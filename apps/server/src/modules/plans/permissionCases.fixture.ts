import type { PermissionCases, ProjectWorld } from '../../test/projectWorld';

const product = '/prod-api/questline';

const milestone = (w: ProjectWorld) => ({
  projectId: w.projectId,
  parentId: w.planGroupId,
  itemType: 3,
  planName: 'Beta',
  assigneeUserId: w.member.id,
  publishTime: '2030-02-01',
  startDate: '2030-01-20',
  endDate: '2030-01-20',
});

/**
 * Issue 13: a valid request per plan route for the permission matrix (spec point 6): members read,
 * admins and the owner manage; linking issues to a plan is issue work for members.
 */
export const planPermissionCases: PermissionCases = {
  [`GET ${product}/projectPlan/list`]: (w) => ({
    method: 'GET',
    url: `${product}/projectPlan/list?projectId=${w.projectId}`,
  }),
  [`POST ${product}/projectPlan`]: (w) => ({ method: 'POST', url: `${product}/projectPlan`, payload: milestone(w) }),
  [`PUT ${product}/projectPlan`]: (w) => ({
    method: 'PUT',
    url: `${product}/projectPlan`,
    payload: { ...milestone(w), planId: w.planId, updateTime: w.planUpdateTime, itemType: 2, endDate: '2030-01-25' },
  }),
  [`PUT ${product}/projectPlan/move`]: (w) => ({
    method: 'PUT',
    url: `${product}/projectPlan/move`,
    payload: { projectId: w.projectId, planId: w.planId, startDate: '2030-01-02', endDate: '2030-02-01' },
  }),
  [`DELETE ${product}/projectPlan/:planId`]: (w) => ({
    method: 'DELETE',
    url: `${product}/projectPlan/${w.planId}?projectId=${w.projectId}`,
  }),
  [`GET ${product}/projectPlan/deliverable/list`]: (w) => ({
    method: 'GET',
    url: `${product}/projectPlan/deliverable/list?projectId=${w.projectId}&planId=${w.planId}`,
  }),
  [`POST ${product}/projectPlan/deliverable/link`]: (w) => ({
    method: 'POST',
    url: `${product}/projectPlan/deliverable/link`,
    payload: { projectId: w.projectId, planId: w.planId, fileName: 'Spec', url: 'https://example.com/spec' },
  }),
  [`POST ${product}/projectPlan/deliverable/upload`]: (w) => {
    // A FormData payload carries its own multipart content type; the matrix only adds Authorization.
    const form = new FormData();
    form.append('projectId', String(w.projectId));
    form.append('planId', String(w.planId));
    form.append('file', new Blob(['release notes']), 'notes.txt');
    return { method: 'POST', url: `${product}/projectPlan/deliverable/upload`, payload: form };
  },
  [`GET ${product}/projectPlan/deliverable/:deliverableId`]: (w) => ({
    method: 'GET',
    url: `${product}/projectPlan/deliverable/${w.deliverableId}?projectId=${w.projectId}`,
  }),
  [`DELETE ${product}/projectPlan/deliverable/:deliverableId`]: (w) => ({
    method: 'DELETE',
    url: `${product}/projectPlan/deliverable/${w.deliverableId}?projectId=${w.projectId}`,
  }),
  [`PUT ${product}/questionInfo/updateBatchProblemPlan`]: (w) => ({
    method: 'PUT',
    url: `${product}/questionInfo/updateBatchProblemPlan`,
    payload: { projectId: w.projectId, questionIds: [w.questionId], planId: w.planId },
  }),
};
