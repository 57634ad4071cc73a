import type { PermissionCases } from '../../test/projectWorld';

/** Issue 10: a valid request per share route, for the permission matrix (spec point 6). */
export const sharePermissionCases: PermissionCases = {
  'POST /prod-api/questline/questionShare/create': (w) => ({
    method: 'POST',
    url: '/prod-api/questline/questionShare/create',
    payload: { projectId: w.projectId, questionId: w.questionId, expireDays: 7 },
  }),
  'GET /prod-api/questline/questionShare/list': (w) => ({
    method: 'GET',
    url: `/prod-api/questline/questionShare/list?projectId=${w.projectId}&questionId=${w.questionId}`,
  }),
  // The world's share is the member's own.
  'POST /prod-api/questline/questionShare/revoke': (w) => ({
    method: 'POST',
    url: '/prod-api/questline/questionShare/revoke',
    payload: { projectId: w.projectId, shareId: w.shareId },
  }),
};
