import {
  type AddCodeData,
  type ApiOk,
  type ApiPage,
  type CreateProjectBody,
  type HandOverBody,
  type ImportMembersBody,
  type MemberBatchData,
  type MemberCandidate,
  type MyProjectsData,
  type PartialData,
  type PhoneAddAnswer,
  type ProjectCard,
  type ProjectMembersData,
  type ProjectView,
  type UpdateProjectBody,
  productPath,
} from '@questline/contract';
import { get, post, put } from './client';
import { getMyTeams } from './teams';

/**
 * Spec point 7 "Projects and to-dos" and "Project users". Failures are shown by the client (spec point 8);
 * a plan limit (500101) rejects with the whole body, which the pages catch to offer the upgrade.
 */

export function getProjectList(view: ProjectView): Promise<ApiPage<ProjectCard>> {
  return get<ApiPage<ProjectCard>>(productPath('projectInfo/getProjectInfoList'), { view });
}

/** With a projectId the server makes it the user's current project. */
export function getMyProjects(projectId?: number): Promise<ApiOk<MyProjectsData>> {
  return post<ApiOk<MyProjectsData>>(
    productPath('projectInfo/getMyProjectInfoList'),
    projectId === undefined ? {} : { projectId },
  );
}

export function createProject(body: CreateProjectBody): Promise<ApiOk<ProjectCard>> {
  return post<ApiOk<ProjectCard>>(productPath('projectInfo'), body);
}

export function updateProject(body: UpdateProjectBody): Promise<ApiOk<ProjectCard>> {
  return put<ApiOk<ProjectCard>>(productPath('projectInfo'), body);
}

export function uploadProjectImage(file: Blob, fileName: string): Promise<ApiOk<{ imgUrl: string }>> {
  const form = new FormData();
  form.append('file', file, fileName);
  return post<ApiOk<{ imgUrl: string }>>(productPath('projectInfo/uploadImage'), form);
}

export function hideProject(projectId: number, hidden: boolean): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(productPath('projectInfo/hideProject'), { projectId, hidden });
}

export function archiveProject(projectId: number, archived: boolean): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(productPath('projectInfo/archiveProject'), { projectId, archived });
}

export function recycleProject(projectId: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(productPath('projectInfo/recycleProject'), { projectId });
}

export function restoreProject(projectId: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(productPath('projectInfo/restoreProject'), { projectId });
}

export function deleteProject(projectId: number, confirmText: string): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(productPath('projectInfo/deleteProject'), { projectId, confirmText });
}

export function transferProject(projectId: number, userId: number, confirmText: string): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(productPath('projectInfo/updateProjectCreateBy'), { projectId, userId, confirmText });
}

export function getAddCode(projectId: number): Promise<ApiOk<AddCodeData>> {
  return post<ApiOk<AddCodeData>>(productPath('projectInfo/getAddCodeAndEndTime'), { projectId });
}

export function generateAddCode(projectId: number): Promise<ApiOk<AddCodeData>> {
  return post<ApiOk<AddCodeData>>(productPath('projectInfo/generateAddCode'), { projectId });
}

export function joinProject(addCode: string, verifyCode: string): Promise<ApiOk<ProjectCard>> {
  return post<ApiOk<ProjectCard>>(productPath('projectInfo/joinProject'), { addCode, verifyCode });
}

export function getMembers(projectId: number): Promise<ApiOk<ProjectMembersData>> {
  return post<ApiOk<ProjectMembersData>>(productPath('projectUser/getProjectUserList'), { projectId });
}

/** Adds a contact at once, or invites the number (ADR 0099). */
export function addMember(projectId: number, phone: string): Promise<ApiOk<PhoneAddAnswer>> {
  return post<ApiOk<PhoneAddAnswer>>(productPath('projectUser/addProjectUserByProAdmin'), { projectId, phone });
}

/** Resolves with code 200 or 500201; `failed[].id` is the index in phoneArr. */
export function batchAddMembers(projectId: number, phoneArr: string[]): Promise<ApiOk<MemberBatchData>> {
  return post<ApiOk<MemberBatchData>>(productPath('projectUser/batchAddProjectUserByProAdmin'), {
    projectId,
    phoneArr,
  });
}

export function getCandidatesFromProject(mainProId: number, currentProId: number): Promise<ApiOk<MemberCandidate[]>> {
  return post<ApiOk<MemberCandidate[]>>(productPath('projectUser/getProjectUserListByTwoProId'), {
    mainProId,
    currentProId,
  });
}

export function getCandidatesFromTeam(teamId: number, currentProId: number): Promise<ApiOk<MemberCandidate[]>> {
  return post<ApiOk<MemberCandidate[]>>(productPath('projectUser/getTeamUserListByTwoProId'), {
    teamId,
    currentProId,
  });
}

export interface ImportTeam {
  teamId: number;
  teamName: string;
}

/** The teams the user belongs to, as import sources (GET team/myTeamList, ADR 0017). */
export async function listImportTeams(): Promise<ImportTeam[]> {
  const teams = (await getMyTeams()).data;
  return teams.map((team) => ({ teamId: team.teamId, teamName: team.name }));
}

export function importMembers(body: ImportMembersBody): Promise<ApiOk<PartialData>> {
  return post<ApiOk<PartialData>>(productPath('projectUser/importProjectUsers'), body);
}

/** Spec points 7 and 9: the delete-user call waits 200 s, like the hand-over calls. */
export function removeMember(projectId: number, userId: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(productPath('projectUser/deleteProjectUser'), { projectId, userId }, { long: true });
}

/** Removes a member and hands their pending work to toUserId (spec point 7: 200 s time-out). */
export function removeMemberWithHandOver(body: Required<HandOverBody>): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(productPath('projectUser/deleteProjectEditUserBacklog'), body, { long: true });
}

export function quitProject(body: HandOverBody): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(productPath('projectUser/quitProjectEditUserBacklog'), body, { long: true });
}

export function renameMember(projectId: number, userId: number, userName: string): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(productPath('projectUser/updateProjectUserUserName'), { projectId, userId, userName });
}

export function setMemberAdmin(projectId: number, userId: number, admin: boolean): Promise<ApiOk<null>> {
  const call = admin ? 'projectUser/updateProjectUserIsAdmin' : 'projectUser/updateProjectUserByCommon';
  return post<ApiOk<null>>(productPath(call), { projectId, userId });
}
