import type { PermissionCases, RoleRefusals } from '../../test/projectWorld';

const post = (url: string, payload: object) => ({
  method: 'POST' as const,
  url: `/prod-api/questline/${url}`,
  payload,
});

/**
 * Each project and project-user route called validly against a world (test/projectWorld.ts), for the
 * permission matrix (http/projectPermissions.test.ts). The member calls act on `other`, a plain member.
 */
export const projectPermissionCases: PermissionCases = {
  'PUT /prod-api/questline/projectInfo': (w) => ({
    method: 'PUT',
    url: '/prod-api/questline/projectInfo',
    payload: {
      projectId: w.projectId,
      updateTime: w.projectUpdateTime,
      projectName: 'Renamed',
      description: '',
      projectImg: '',
    },
  }),
  'POST /prod-api/questline/projectInfo/hideProject': (w) =>
    post('projectInfo/hideProject', { projectId: w.projectId, hidden: true }),
  'POST /prod-api/questline/projectInfo/archiveProject': (w) =>
    post('projectInfo/archiveProject', { projectId: w.projectId, archived: true }),
  'POST /prod-api/questline/projectInfo/recycleProject': (w) =>
    post('projectInfo/recycleProject', { projectId: w.projectId }),
  'POST /prod-api/questline/projectInfo/restoreProject': (w) =>
    post('projectInfo/restoreProject', { projectId: w.projectId }),
  'POST /prod-api/questline/projectInfo/deleteProject': (w) =>
    post('projectInfo/deleteProject', { projectId: w.projectId, confirmText: w.projectName }),
  'POST /prod-api/questline/projectInfo/updateProjectCreateBy': (w) =>
    post('projectInfo/updateProjectCreateBy', {
      projectId: w.projectId,
      userId: w.admin.id,
      confirmText: w.projectName,
    }),
  'POST /prod-api/questline/projectInfo/getAddCodeAndEndTime': (w) =>
    post('projectInfo/getAddCodeAndEndTime', { projectId: w.projectId }),
  'POST /prod-api/questline/projectInfo/generateAddCode': (w) =>
    post('projectInfo/generateAddCode', { projectId: w.projectId }),
  'POST /prod-api/questline/projectUser/getProjectUserList': (w) =>
    post('projectUser/getProjectUserList', { projectId: w.projectId }),
  'POST /prod-api/questline/projectUser/addProjectUserByProAdmin': (w) =>
    post('projectUser/addProjectUserByProAdmin', { projectId: w.projectId, phone: w.outsider.phone }),
  'POST /prod-api/questline/projectUser/batchAddProjectUserByProAdmin': (w) =>
    post('projectUser/batchAddProjectUserByProAdmin', { projectId: w.projectId, phoneArr: [w.outsider.phone] }),
  'POST /prod-api/questline/projectUser/getProjectUserListByTwoProId': (w) =>
    post('projectUser/getProjectUserListByTwoProId', { mainProId: w.projectId, currentProId: w.projectId }),
  'POST /prod-api/questline/projectUser/getTeamUserListByTwoProId': (w) =>
    post('projectUser/getTeamUserListByTwoProId', { teamId: w.teamId, currentProId: w.projectId }),
  'POST /prod-api/questline/projectUser/importProjectUsers': (w) =>
    post('projectUser/importProjectUsers', {
      projectId: w.projectId,
      userIds: [w.outsider.id],
      source: { projectId: w.sideProjectId },
    }),
  'POST /prod-api/questline/projectUser/updateProjectUserUserName': (w) =>
    post('projectUser/updateProjectUserUserName', { projectId: w.projectId, userId: w.other.id, userName: 'Alias' }),
  'POST /prod-api/questline/projectUser/updateProjectUserIsAdmin': (w) =>
    post('projectUser/updateProjectUserIsAdmin', { projectId: w.projectId, userId: w.other.id }),
  'POST /prod-api/questline/projectUser/updateProjectUserByCommon': (w) =>
    post('projectUser/updateProjectUserByCommon', { projectId: w.projectId, userId: w.other.id }),
  'POST /prod-api/questline/projectUser/deleteProjectUser': (w) =>
    post('projectUser/deleteProjectUser', { projectId: w.projectId, userId: w.other.id }),
  'POST /prod-api/questline/projectUser/deleteProjectEditUserBacklog': (w) =>
    post('projectUser/deleteProjectEditUserBacklog', {
      projectId: w.projectId,
      userId: w.other.id,
      toUserId: w.admin.id,
    }),
  'POST /prod-api/questline/projectUser/quitProjectEditUserBacklog': (w) =>
    post('projectUser/quitProjectEditUserBacklog', { projectId: w.projectId, userId: w.member.id }),
};

/**
 * Issue 28, point 15: what the project-user calls refuse for the caller's role toward the person named. The
 * world has one admin, so the admin acting on an admin acts on themselves: only the owner manages admins.
 */
export const projectRoleRefusals: RoleRefusals = {
  'an admin removes an admin': {
    refused: 'admin',
    allowed: 'owner',
    call: (w) => post('projectUser/deleteProjectUser', { projectId: w.projectId, userId: w.admin.id }),
  },
  'an admin makes an admin a plain member': {
    refused: 'admin',
    allowed: 'owner',
    call: (w) => post('projectUser/updateProjectUserByCommon', { projectId: w.projectId, userId: w.admin.id }),
  },
  'a member makes another member quit': {
    refused: 'member',
    allowed: 'other',
    call: (w) => post('projectUser/quitProjectEditUserBacklog', { projectId: w.projectId, userId: w.other.id }),
  },
};
