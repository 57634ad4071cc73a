import {
  type AddDeptBody,
  type AddTeamMemberBody,
  type ApiOk,
  type AssignableTeamRole,
  type BatchAddTeamMemberBody,
  type MoveDeptBody,
  type PartialData,
  type PhoneAddAnswer,
  type TeamBatchAddData,
  type TeamDept,
  type TeamMember,
  type TeamSummary,
  productPath,
} from '@questline/contract';
import { get, post } from './client';

/** Issue 8: the team calls (ADR 0017). Failures are shown by the client (spec point 8). */
const team = (path: string) => productPath(`team/${path}`);

export function getMyTeams(): Promise<ApiOk<TeamSummary[]>> {
  return get<ApiOk<TeamSummary[]>>(team('myTeamList'));
}

export function addTeam(name: string): Promise<ApiOk<{ teamId: number }>> {
  return post<ApiOk<{ teamId: number }>>(team('addTeam'), { name });
}

export function renameTeam(teamId: number, name: string): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(team('updateTeam'), { teamId, name });
}

export function deleteTeam(teamId: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(team('deleteTeam'), { teamId });
}

export function quitTeam(teamId: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(team('quitTeam'), { teamId });
}

export function getDeptTree(teamId: number): Promise<ApiOk<TeamDept[]>> {
  return get<ApiOk<TeamDept[]>>(team('deptTree'), { teamId });
}

export function addDept(body: AddDeptBody): Promise<ApiOk<{ deptId: number }>> {
  return post<ApiOk<{ deptId: number }>>(team('addDept'), body);
}

export function renameDept(teamId: number, deptId: number, name: string): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(team('updateDept'), { teamId, deptId, name });
}

export function moveDept(body: MoveDeptBody): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(team('moveDept'), body);
}

export function deleteDept(teamId: number, deptId: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(team('deleteDept'), { teamId, deptId });
}

export function getTeamMembers(teamId: number, deptId?: number): Promise<ApiOk<TeamMember[]>> {
  return get<ApiOk<TeamMember[]>>(team('memberList'), deptId === undefined ? { teamId } : { teamId, deptId });
}

/** Adds a contact at once, or invites the number (ADR 0099). */
export function addTeamMember(body: AddTeamMemberBody): Promise<ApiOk<PhoneAddAnswer>> {
  return post<ApiOk<PhoneAddAnswer>>(team('addMember'), body);
}

/** Resolves with code 200 (all added) or 500201 (some added, `data.failed` says why the rest were not). */
export function batchAddTeamMembers(
  body: BatchAddTeamMemberBody,
): Promise<{ code: number; msg: string; data: TeamBatchAddData & PartialData }> {
  return post(team('batchAddMember'), body);
}

export function moveTeamMember(teamId: number, userId: number, deptId: number | null): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(team('moveMember'), { teamId, userId, deptId });
}

export function setTeamMemberRole(teamId: number, userId: number, role: AssignableTeamRole): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(team('setMemberRole'), { teamId, userId, role });
}

export function removeTeamMember(teamId: number, userId: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(team('removeMember'), { teamId, userId });
}
