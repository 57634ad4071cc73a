import type { PermissionCases } from '../../test/projectWorld';

const product = '/prod-api/questline';
const statsCall = (path: string) => ({
  [`GET ${product}/statistics/${path}`]: (w: { projectId: number; versionId: number }) => ({
    method: 'GET' as const,
    url: `${product}/statistics/${path}?projectId=${w.projectId}&versionId=${w.versionId}&utcOffset=480`,
  }),
});

/** Issue 13: a valid request per project statistics route for the permission matrix (spec point 6). */
export const statsPermissionCases: PermissionCases = {
  ...statsCall('distribution'),
  ...statsCall('trend'),
  ...statsCall('durations'),
  [`GET ${product}/statistics/board`]: (w) => ({
    method: 'GET',
    url: `${product}/statistics/board?projectId=${w.projectId}`,
  }),
};
