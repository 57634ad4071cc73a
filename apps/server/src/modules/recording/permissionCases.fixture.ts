import type { PermissionCases } from '../../test/projectWorld';

/** Issue 32, screen recording: a valid request per route, for the permission matrix (spec point 6). */
export const recordingPermissionCases: PermissionCases = {
  'GET /prod-api/questline/questionAttachment/recordingAvailability': (w) => ({
    method: 'GET',
    url: `/prod-api/questline/questionAttachment/recordingAvailability?projectId=${String(w.projectId)}`,
  }),
};
