import type { QuestionAttachment } from '../issues/issueApi';
import type { QuestionStatus } from '../issues/workflow';
import { productPath } from '../transport';
import type { AssertionResult } from './assertions';
import type { HttpMethod } from './rules';
import type { ApiRequestSpec } from './schemas';

const path = (name: string) => productPath(`apiTesting/${name}`);

/**
 * The interface tester's calls (issue 34, ADR 0122). Every call names its project and is for its members (the
 * allowed hosts are for platform administrators); ids of another project answer 404.
 */
export const API_TESTING_PATHS = {
  /** GET ?projectId: `data` = ApiWorkspace (collections with folders and requests, environments). */
  workspace: path('workspace'),
  /** POST CreateApiCollectionBody / PUT EditApiCollectionBody: `data` = ApiCollectionRef. */
  collection: path('collection'),
  /** DELETE /{collectionId}?projectId: the collection with its folders and requests. */
  collectionById: (collectionId: number) => path(`collection/${String(collectionId)}`),
  /** GET ?projectId&collectionId: the collection as a Postman v2.1 file. */
  exportCollection: path('collection/export'),
  /** POST multipart projectId, file (OpenAPI 3 or Postman v2.1, JSON or YAML): `data` = ApiImportResult. */
  importDocument: path('import'),
  /** POST CreateApiFolderBody / PUT RenameApiFolderBody: `data` = ApiFolder. */
  folder: path('folder'),
  /** DELETE /{folderId}?projectId: the folder with what it holds. */
  folderById: (folderId: number) => path(`folder/${String(folderId)}`),
  /** POST CreateApiRequestBody / PUT EditApiRequestBody: `data` = ApiRequestDetail. */
  request: path('request'),
  /** GET or DELETE /{requestId}?projectId: `data` = ApiRequestDetail. */
  requestById: (requestId: number) => path(`request/${String(requestId)}`),
  /** POST LinkApiDefectBody: the issue filed from the request's answer; `data` = ApiRequestDetail. */
  linkDefect: path('request/defect'),
  /** POST CreateApiEnvironmentBody / PUT EditApiEnvironmentBody: `data` = ApiEnvironment. */
  environment: path('environment'),
  /** DELETE /{environmentId}?projectId. */
  environmentById: (environmentId: number) => path(`environment/${String(environmentId)}`),
  /** POST SendApiRequestBody: `data` = ApiSendResult. Closed to the live demo. */
  send: path('send'),
  /** GET ?projectId: `data` = the caller's ApiHistoryRow[], newest first; DELETE ?projectId empties it. */
  history: path('history'),
  /** GET /{historyId}?projectId: `data` = ApiHistoryDetail. */
  historyById: (historyId: number) => path(`history/${String(historyId)}`),
  /** POST {projectId, historyId}: `data` = ApiDefectDraft, its two files pending attachments of the caller. */
  defectDraft: path('defect'),
  /** POST SaveApiRunBody: `data` = ApiRunSaved, a complete test task of the run. */
  saveRun: path('run/save'),
  /** Platform administrators: GET `data` = ApiAllowedHosts; PUT {hosts}. */
  allowedHosts: path('allowedHosts'),
} as const;

export interface ApiFolder {
  folderId: number;
  collectionId: number;
  parentId: number | null;
  name: string;
  sort: number;
}

/** The issue filed from one of a request's answers. */
export interface ApiLinkedDefect {
  questionId: number;
  number: number;
  questionName: string;
  status: QuestionStatus;
}

export interface ApiRequestSummary {
  requestId: number;
  collectionId: number;
  folderId: number | null;
  name: string;
  method: HttpMethod;
  url: string;
  sort: number;
  defect: ApiLinkedDefect | null;
}

export interface ApiRequestDetail extends ApiRequestSummary {
  spec: ApiRequestSpec;
  updateTime: string;
}

export interface ApiCollection {
  collectionId: number;
  name: string;
  description: string;
  folders: ApiFolder[];
  requests: ApiRequestSummary[];
  updateTime: string;
}

export interface ApiCollectionRef {
  collectionId: number;
  name: string;
  description: string;
}

/** A variable as the caller may see it: a secret's value is null for members who are not admins. */
export interface ApiVariable {
  name: string;
  value: string | null;
  secret: boolean;
}

export interface ApiEnvironment {
  environmentId: number;
  name: string;
  variables: ApiVariable[];
  updateTime: string;
}

export interface ApiWorkspace {
  collections: ApiCollection[];
  environments: ApiEnvironment[];
  /** Project admins (and the owner) read and change secrets; other members see them masked. */
  secretsVisible: boolean;
}

export interface ApiResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** The body as text, or base64 when it is not text (`bodyEncoding`). */
  body: string;
  bodyEncoding: 'text' | 'base64';
  /** Bytes read (after decompression), at most API_ANSWER_MAX_BYTES. */
  size: number;
  /** The answer was longer than the cap: reading stopped there. */
  truncated: boolean;
  timeMs: number;
  /** The address that answered last, and the ones that redirected to it. */
  finalUrl: string;
  redirects: string[];
}

export interface ApiSendResult {
  historyId: number;
  passed: boolean;
  /** Why there is no answer (time-out, refused connection...), in the caller's language; null when answered. */
  error: string | null;
  response: ApiResponse | null;
  assertions: AssertionResult[];
}

export interface ApiHistoryRow {
  historyId: number;
  requestId: number | null;
  collectionId: number | null;
  name: string | null;
  method: HttpMethod;
  /** As sent, with secrets left as their `{{name}}`. */
  url: string;
  status: number | null;
  error: string | null;
  timeMs: number;
  size: number;
  passed: boolean;
  failedAssertions: number;
  createTime: string;
}

export interface ApiHistoryDetail extends ApiHistoryRow {
  /** The request as an .http file would hold it, without secrets or credentials. */
  requestText: string;
  /** The answer with the first API_HISTORY_BODY_MAX_BYTES of its body. */
  response: ApiResponse | null;
  assertions: AssertionResult[];
}

export interface ApiDefectDraft {
  questionName: string;
  /** HTML for the issue form's description. */
  description: string;
  /** The `.http` and `.json` files, already uploaded as the caller's pending attachments. */
  uploads: QuestionAttachment[];
}

export interface ApiImportResult {
  collectionId: number;
  name: string;
  requestCount: number;
  /** The environment made from the document's server address or collection variables, if any. */
  environmentId: number | null;
}

export interface ApiRunSaved {
  taskId: number;
  passed: number;
  failed: number;
  timeMs: number;
}

export interface ApiAllowedHosts {
  hosts: string[];
  /** Where the list in force comes from: set on the page, or the server's API_TESTER_ALLOWED_HOSTS. */
  source: 'database' | 'environment';
}
