import type { PermissionCase, PermissionCases, RoleRefusals } from '../../test/projectWorld';

// The world's share is the member's own.
const revokeShare: PermissionCase = (w) => ({
  method: 'POST',
  url: '/prod-api/questline/questionShare/revoke',
  payload: { projectId: w.projectId, shareId: w.shareId },
});

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
  'POST /prod-api/questline/questionShare/revoke': revokeShare,
};

/** Issue 28, point 15: only the member who made a share or an admin revokes it. */
export const shareRoleRefusals: RoleRefusals = {
  "a member revokes another member's share": { refused: 'other', allowed: 'admin', call: revokeShare },
};
