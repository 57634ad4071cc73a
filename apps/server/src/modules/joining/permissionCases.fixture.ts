import type { PermissionCases } from '../../test/projectWorld';

/** The project admins' invitation-link calls (issue 38 point 2), for the permission matrix. */
export const joinLinkPermissionCases: PermissionCases = {
  'GET /prod-api/questline/joinLink/list': (w) => ({
    method: 'GET',
    url: `/prod-api/questline/joinLink/list?projectId=${String(w.projectId)}`,
  }),
  'POST /prod-api/questline/joinLink/create': (w) => ({
    method: 'POST',
    url: '/prod-api/questline/joinLink/create',
    payload: { projectId: w.projectId, maxUses: 1, expiresInDays: 7 },
  }),
  'POST /prod-api/questline/joinLink/revoke': (w) => ({
    method: 'POST',
    url: '/prod-api/questline/joinLink/revoke',
    payload: { projectId: w.projectId, linkId: w.joinLinkId },
  }),
};
