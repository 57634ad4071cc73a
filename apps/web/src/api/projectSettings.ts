import {
  type AddGroupBody,
  type AddModuleBody,
  type AddNoticeBody,
  type AddVersionBody,
  type ApiFail,
  type ApiOk,
  type EditGroupBody,
  type EditModuleBody,
  type EditNoticeBody,
  type EditVersionBody,
  type ImportRowError,
  type IterationStage,
  type ModuleImportData,
  type ModuleOrderBody,
  type ModuleTreeNode,
  type PartialData,
  type ProjectGroup,
  type ProjectMembersData,
  type ProjectModule,
  type ProjectNotice,
  type ProjectVersion,
  productPath,
} from '@questline/contract';
import { del, download, get, post, put } from './client';

/**
 * Issue 8: the project settings' calls (spec point 7 "Modules", "Project users"; versions, groups,
 * stages and notices). Failures are shown by the client (spec point 8) unless said otherwise.
 */

export function getModules(projectId: number): Promise<ApiOk<ProjectModule[]>> {
  return get<ApiOk<ProjectModule[]>>(productPath('projectModule/list'), { projectId });
}

export function getModuleTree(projectId: number): Promise<ApiOk<ModuleTreeNode[]>> {
  return get<ApiOk<ModuleTreeNode[]>>(productPath('projectModule/treeselect'), { projectId });
}

export function addModule(body: AddModuleBody): Promise<ApiOk<ProjectModule>> {
  return post<ApiOk<ProjectModule>>(productPath('projectModule'), body);
}

export function editModule(body: EditModuleBody): Promise<ApiOk<null>> {
  return put<ApiOk<null>>(productPath('projectModule/editModule'), body);
}

export function copyModule(moduleId: number): Promise<ApiOk<{ moduleId: number }>> {
  return put<ApiOk<{ moduleId: number }>>(productPath('projectModule/copyModule'), { moduleId });
}

export function clearModuleHandler(moduleId: number): Promise<ApiOk<null>> {
  return put<ApiOk<null>>(productPath('projectModule/removeModuleProjectUser'), { moduleId });
}

export function reorderModules(body: ModuleOrderBody): Promise<ApiOk<null>> {
  return put<ApiOk<null>>(productPath('projectModule/editModuleSerialNo'), body);
}

export function removeModule(moduleId: number): Promise<ApiOk<null>> {
  return del<ApiOk<null>>(productPath(`projectModule/removeModule/${String(moduleId)}`));
}

/** Resolves with 200 or 500201 (some modules failed); the caller reports the failed ones. */
export function batchSetModuleHandler(options: {
  projectId: number;
  moduleIds: number[];
  userId: number;
}): Promise<ApiOk<PartialData> | (ApiFail<PartialData> & { data: PartialData })> {
  return put(productPath('projectModule/batchEditModuleProjectUser'), undefined, {
    moduleIdList: options.moduleIds.join(','),
    projectId: options.projectId,
    projectUserId: options.userId,
  });
}

export function downloadModuleTemplate(projectId: number): Promise<Blob> {
  return download(productPath('projectModule/importTemplate'), { projectId });
}

/** The row errors come back as a rejected 500 body with `data` (ImportRowError[]) for the dialog to list. */
export function importModules(projectId: number, file: Blob, fileName: string): Promise<ApiOk<ModuleImportData>> {
  const form = new FormData();
  form.append('projectId', String(projectId));
  form.append('file', file, fileName);
  return post<ApiOk<ModuleImportData>>(productPath('projectModule/importModule'), form, { failureBody: true });
}

export type ImportFailure = ApiFail<ImportRowError[]>;

export function getVersions(projectId: number): Promise<ApiOk<ProjectVersion[]>> {
  return get<ApiOk<ProjectVersion[]>>(productPath('projectVersion/list'), { projectId });
}

export function addVersion(body: AddVersionBody): Promise<ApiOk<{ versionId: number }>> {
  return post<ApiOk<{ versionId: number }>>(productPath('projectVersion'), body);
}

export function editVersion(body: EditVersionBody): Promise<ApiOk<null>> {
  return put<ApiOk<null>>(productPath('projectVersion'), body);
}

export function removeVersion(versionId: number): Promise<ApiOk<null>> {
  return del<ApiOk<null>>(productPath(`projectVersion/${String(versionId)}`));
}

export function getGroups(projectId: number): Promise<ApiOk<ProjectGroup[]>> {
  return get<ApiOk<ProjectGroup[]>>(productPath('projectGroup/list'), { projectId });
}

export function addGroup(body: AddGroupBody): Promise<ApiOk<{ groupId: number }>> {
  return post<ApiOk<{ groupId: number }>>(productPath('projectGroup'), body);
}

export function editGroup(body: EditGroupBody): Promise<ApiOk<null>> {
  return put<ApiOk<null>>(productPath('projectGroup'), body);
}

export function removeGroup(groupId: number): Promise<ApiOk<null>> {
  return del<ApiOk<null>>(productPath(`projectGroup/${String(groupId)}`));
}

export function getStages(projectId: number): Promise<ApiOk<IterationStage[]>> {
  return get<ApiOk<IterationStage[]>>(productPath('iterationStage/list'), { projectId });
}

export function addStage(projectId: number, stageName: string): Promise<ApiOk<{ stageId: number }>> {
  return post<ApiOk<{ stageId: number }>>(productPath('iterationStage'), { projectId, stageName });
}

export function renameStage(stageId: number, stageName: string): Promise<ApiOk<null>> {
  return put<ApiOk<null>>(productPath('iterationStage'), { stageId, stageName });
}

export function removeStage(stageId: number): Promise<ApiOk<null>> {
  return del<ApiOk<null>>(productPath(`iterationStage/${String(stageId)}`));
}

export function sortStages(projectId: number, stageIds: number[]): Promise<ApiOk<null>> {
  return put<ApiOk<null>>(productPath('iterationStage/sort'), { projectId, stageIds });
}

export function getNotices(projectId: number): Promise<ApiOk<ProjectNotice[]>> {
  return get<ApiOk<ProjectNotice[]>>(productPath('projectNotice/list'), { projectId });
}

export function addNotice(body: AddNoticeBody): Promise<ApiOk<{ noticeId: number }>> {
  return post<ApiOk<{ noticeId: number }>>(productPath('projectNotice'), body);
}

export function editNotice(body: EditNoticeBody): Promise<ApiOk<null>> {
  return put<ApiOk<null>>(productPath('projectNotice'), body);
}

export function removeNotice(noticeId: number): Promise<ApiOk<null>> {
  return del<ApiOk<null>>(productPath(`projectNotice/${String(noticeId)}`));
}

/** The project's members, to pick handlers and group members from (spec point 7 "Project users"). */
export function getProjectMembers(projectId: number): Promise<ApiOk<ProjectMembersData>> {
  return post<ApiOk<ProjectMembersData>>(productPath('projectUser/getProjectUserList'), { projectId });
}
