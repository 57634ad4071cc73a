import {
  API_TESTING_PATHS as P,
  type ApiAllowedHosts,
  type ApiCollectionRef,
  type ApiDefectDraft,
  type ApiEnvironment,
  type ApiFolder,
  type ApiHistoryDetail,
  type ApiHistoryRow,
  type ApiImportResult,
  type ApiOk,
  type ApiRequestDetail,
  type ApiRunSaved,
  type ApiSendResult,
  type ApiWorkspace,
  type CreateApiCollectionBody,
  type CreateApiEnvironmentBody,
  type CreateApiFolderBody,
  type CreateApiRequestBody,
  type EditApiCollectionBody,
  type EditApiEnvironmentBody,
  type EditApiRequestBody,
  type LinkApiDefectBody,
  type RenameApiFolderBody,
  type SaveApiRunBody,
  type SendApiRequestBody,
} from '@questline/contract';
import { del, download, get, post, put } from './client';

/** Issue 34: the interface tester's calls (ADR 0122). */

const inProject = (path: string, projectId: number) => `${path}?projectId=${String(projectId)}`;

export function getApiWorkspace(projectId: number): Promise<ApiOk<ApiWorkspace>> {
  return get<ApiOk<ApiWorkspace>>(P.workspace, { projectId });
}

export function createApiCollection(body: CreateApiCollectionBody) {
  return post<ApiOk<ApiCollectionRef>>(P.collection, body);
}

export function editApiCollection(body: EditApiCollectionBody) {
  return put<ApiOk<ApiCollectionRef>>(P.collection, body);
}

export function deleteApiCollection(projectId: number, collectionId: number) {
  return del<ApiOk<null>>(inProject(P.collectionById(collectionId), projectId));
}

export function exportApiCollection(projectId: number, collectionId: number): Promise<Blob> {
  return download(P.exportCollection, { projectId, collectionId });
}

/** The document goes as a file (uploaded, or the pasted text made into one): the server reads it. */
export function importApiDocument(projectId: number, file: Blob, fileName: string) {
  const form = new FormData();
  // The server reads the fields before the file part.
  form.append('projectId', String(projectId));
  form.append('file', file, fileName);
  return post<ApiOk<ApiImportResult>>(P.importDocument, form, { long: true });
}

export function createApiFolder(body: CreateApiFolderBody) {
  return post<ApiOk<ApiFolder>>(P.folder, body);
}

export function renameApiFolder(body: RenameApiFolderBody) {
  return put<ApiOk<ApiFolder>>(P.folder, body);
}

export function deleteApiFolder(projectId: number, folderId: number) {
  return del<ApiOk<null>>(inProject(P.folderById(folderId), projectId));
}

export function getApiRequest(projectId: number, requestId: number): Promise<ApiOk<ApiRequestDetail>> {
  return get<ApiOk<ApiRequestDetail>>(P.requestById(requestId), { projectId });
}

export function createApiRequest(body: CreateApiRequestBody) {
  return post<ApiOk<ApiRequestDetail>>(P.request, body);
}

export function editApiRequest(body: EditApiRequestBody) {
  return put<ApiOk<ApiRequestDetail>>(P.request, body);
}

export function deleteApiRequest(projectId: number, requestId: number) {
  return del<ApiOk<null>>(inProject(P.requestById(requestId), projectId));
}

export function linkApiDefect(body: LinkApiDefectBody) {
  return post<ApiOk<ApiRequestDetail>>(P.linkDefect, body);
}

export function createApiEnvironment(body: CreateApiEnvironmentBody) {
  return post<ApiOk<ApiEnvironment>>(P.environment, body);
}

export function editApiEnvironment(body: EditApiEnvironmentBody) {
  return put<ApiOk<ApiEnvironment>>(P.environment, body);
}

export function deleteApiEnvironment(projectId: number, environmentId: number) {
  return del<ApiOk<null>>(inProject(P.environmentById(environmentId), projectId));
}

/**
 * A send may wait 30 s for its answer, longer than a call's usual 20 s. `quiet`: a refused address rejects with the
 * answer's body instead of a toast, for a collection run that lists it.
 */
export function sendApiRequest(body: SendApiRequestBody, quiet = false) {
  return post<ApiOk<ApiSendResult>>(P.send, body, { long: true, failureBody: quiet });
}

export function getApiHistory(projectId: number): Promise<ApiOk<ApiHistoryRow[]>> {
  return get<ApiOk<ApiHistoryRow[]>>(P.history, { projectId });
}

export function getApiHistoryEntry(projectId: number, historyId: number): Promise<ApiOk<ApiHistoryDetail>> {
  return get<ApiOk<ApiHistoryDetail>>(P.historyById(historyId), { projectId });
}

export function clearApiHistory(projectId: number) {
  return del<ApiOk<null>>(inProject(P.history, projectId));
}

export function draftApiDefect(projectId: number, historyId: number) {
  return post<ApiOk<ApiDefectDraft>>(P.defectDraft, { projectId, historyId });
}

export function saveApiRun(body: SaveApiRunBody) {
  return post<ApiOk<ApiRunSaved>>(P.saveRun, body);
}

export function getAllowedHosts(): Promise<ApiOk<ApiAllowedHosts>> {
  return get<ApiOk<ApiAllowedHosts>>(P.allowedHosts);
}

export function setAllowedHosts(hosts: string[]) {
  return put<ApiOk<ApiAllowedHosts>>(P.allowedHosts, { hosts });
}
