import type { PermissionCases } from '../../test/projectWorld';

const publishTime = '2026-01-01T08:00:00.000Z';

/**
 * Issue 8: a valid request per project-settings route, for the permission matrix (spec point 6). Keyed as
 * the route table lists the routes; each succeeds for the lowest role the route declares.
 */
export const projectSettingsPermissionCases: PermissionCases = {
  'GET /prod-api/questline/projectVersion/list': (w) => ({
    method: 'GET',
    url: `/prod-api/questline/projectVersion/list?projectId=${w.projectId}`,
  }),
  'POST /prod-api/questline/projectVersion': (w) => ({
    method: 'POST',
    url: '/prod-api/questline/projectVersion',
    payload: { projectId: w.projectId, versionName: 'v2', icon: 'rocket' },
  }),
  'PUT /prod-api/questline/projectVersion': (w) => ({
    method: 'PUT',
    url: '/prod-api/questline/projectVersion',
    payload: { versionId: w.versionId, versionName: 'v1.1', icon: 'flag' },
  }),
  'DELETE /prod-api/questline/projectVersion/:versionId': (w) => ({
    method: 'DELETE',
    url: `/prod-api/questline/projectVersion/${w.versionId}`,
  }),
  'GET /prod-api/questline/projectGroup/list': (w) => ({
    method: 'GET',
    url: `/prod-api/questline/projectGroup/list?projectId=${w.projectId}`,
  }),
  'POST /prod-api/questline/projectGroup': (w) => ({
    method: 'POST',
    url: '/prod-api/questline/projectGroup',
    payload: { projectId: w.projectId, groupName: 'Frontend', memberIds: [w.member.id] },
  }),
  'PUT /prod-api/questline/projectGroup': (w) => ({
    method: 'PUT',
    url: '/prod-api/questline/projectGroup',
    payload: { groupId: w.groupId, groupName: 'Testers', memberIds: [w.member.id, w.other.id] },
  }),
  'DELETE /prod-api/questline/projectGroup/:groupId': (w) => ({
    method: 'DELETE',
    url: `/prod-api/questline/projectGroup/${w.groupId}`,
  }),
  'GET /prod-api/questline/iterationStage/list': (w) => ({
    method: 'GET',
    url: `/prod-api/questline/iterationStage/list?projectId=${w.projectId}`,
  }),
  'POST /prod-api/questline/iterationStage': (w) => ({
    method: 'POST',
    url: '/prod-api/questline/iterationStage',
    payload: { projectId: w.projectId, stageName: 'Testing' },
  }),
  'PUT /prod-api/questline/iterationStage': (w) => ({
    method: 'PUT',
    url: '/prod-api/questline/iterationStage',
    payload: { stageId: w.stageId, stageName: 'Reviewing' },
  }),
  'DELETE /prod-api/questline/iterationStage/:stageId': (w) => ({
    method: 'DELETE',
    url: `/prod-api/questline/iterationStage/${w.stageId}`,
  }),
  'PUT /prod-api/questline/iterationStage/sort': (w) => ({
    method: 'PUT',
    url: '/prod-api/questline/iterationStage/sort',
    payload: { projectId: w.projectId, stageIds: [w.stageId] },
  }),
  'GET /prod-api/questline/projectNotice/list': (w) => ({
    method: 'GET',
    url: `/prod-api/questline/projectNotice/list?projectId=${w.projectId}`,
  }),
  'POST /prod-api/questline/projectNotice': (w) => ({
    method: 'POST',
    url: '/prod-api/questline/projectNotice',
    payload: { projectId: w.projectId, noticeTitle: 'Release', noticeContent: 'Friday', publishTime, status: 1 },
  }),
  'PUT /prod-api/questline/projectNotice': (w) => ({
    method: 'PUT',
    url: '/prod-api/questline/projectNotice',
    payload: { noticeId: w.noticeId, noticeTitle: 'Moved', noticeContent: 'Monday', publishTime, status: 0 },
  }),
  'DELETE /prod-api/questline/projectNotice/:noticeId': (w) => ({
    method: 'DELETE',
    url: `/prod-api/questline/projectNotice/${w.noticeId}`,
  }),
};
