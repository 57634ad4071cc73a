import type {
  ApiCollection,
  ApiHistoryDetail,
  ApiRequestDetail,
  ApiRequestSpec,
  ApiRequestSummary,
  ApiSendResult,
} from '@questline/contract';

/** The saved request the editor holds, with the changes not saved yet. */
export interface RequestDraft {
  requestId: number;
  collectionId: number;
  folderId: number | null;
  name: string;
  spec: ApiRequestSpec;
  updateTime: string;
}

export function draftOf(detail: ApiRequestDetail): RequestDraft {
  return {
    requestId: detail.requestId,
    collectionId: detail.collectionId,
    folderId: detail.folderId,
    name: detail.name,
    spec: detail.spec,
    updateTime: detail.updateTime,
  };
}

export function emptySpec(): ApiRequestSpec {
  return {
    method: 'GET',
    url: '',
    query: [],
    headers: [],
    body: { mode: 'none' },
    auth: { type: 'none' },
    assertions: [],
  };
}

/** An answer the response panel shows: just sent, or read back from the history. */
export interface ShownResult extends ApiSendResult {
  /** Set when it comes from the history: when it was sent. */
  sentAt: string | null;
  /** The saved request it is an answer of, which a defect filed from it links back to. */
  requestId: number | null;
}

export function resultOfHistory(entry: ApiHistoryDetail): ShownResult {
  return {
    historyId: entry.historyId,
    passed: entry.passed,
    error: entry.error,
    response: entry.response,
    assertions: entry.assertions,
    sentAt: entry.createTime,
    requestId: entry.requestId,
  };
}

/** A collection's requests in the order its tree shows them: each folder's (depth first), then the root's. */
export function requestsInOrder(collection: ApiCollection): ApiRequestSummary[] {
  const inFolder = (folderId: number | null): ApiRequestSummary[] => [
    ...collection.folders
      .filter((folder) => folder.parentId === folderId)
      .flatMap((folder) => inFolder(folder.folderId)),
    ...collection.requests.filter((request) => request.folderId === folderId),
  ];
  return inFolder(null);
}
