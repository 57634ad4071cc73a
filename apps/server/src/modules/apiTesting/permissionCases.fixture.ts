import type { PermissionCase, PermissionCases, RoleRefusals } from '../../test/projectWorld';

const api = '/prod-api/questline/apiTesting';
const spec = { method: 'GET', url: 'http://127.0.0.1:9/orders' };

const importForm = (projectId: number) => {
  // A FormData payload carries its own multipart content type; the matrix only adds Authorization.
  const form = new FormData();
  form.append('projectId', String(projectId));
  const document = {
    info: { name: 'Matrix', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
    item: [{ name: 'Ping', request: { method: 'GET', url: 'https://api.example.com/ping' } }],
  };
  form.append('file', new Blob([JSON.stringify(document)]), 'matrix.postman_collection.json');
  return form;
};

/** The world's environment with its secret changed: only those who read secrets may. */
const changeSecret: PermissionCase = (w) => ({
  method: 'PUT',
  url: `${api}/environment`,
  payload: {
    projectId: w.projectId,
    environmentId: w.apiEnvironmentId,
    name: 'Local',
    variables: [
      { name: 'baseUrl', value: 'http://127.0.0.1:9', secret: false },
      { name: 'token', value: 'another-token', secret: true },
    ],
  },
});

/**
 * Issue 34 (ADR 0122): a valid request per interface tester route for the permission matrix (spec point 6). The
 * project's members use the tester; its sends name a loopback address, refused without leaving the server.
 */
export const apiTestingPermissionCases: PermissionCases = {
  [`GET ${api}/workspace`]: (w) => ({ method: 'GET', url: `${api}/workspace?projectId=${w.projectId}` }),
  [`POST ${api}/collection`]: (w) => ({
    method: 'POST',
    url: `${api}/collection`,
    payload: { projectId: w.projectId, name: 'Payments API' },
  }),
  [`PUT ${api}/collection`]: (w) => ({
    method: 'PUT',
    url: `${api}/collection`,
    payload: { projectId: w.projectId, collectionId: w.apiCollectionId, name: 'Orders v2' },
  }),
  [`DELETE ${api}/collection/:collectionId`]: (w) => ({
    method: 'DELETE',
    url: `${api}/collection/${w.apiCollectionId}?projectId=${w.projectId}`,
  }),
  [`GET ${api}/collection/export`]: (w) => ({
    method: 'GET',
    url: `${api}/collection/export?projectId=${w.projectId}&collectionId=${w.apiCollectionId}`,
  }),
  [`POST ${api}/import`]: (w) => ({ method: 'POST', url: `${api}/import`, payload: importForm(w.projectId) }),
  [`POST ${api}/folder`]: (w) => ({
    method: 'POST',
    url: `${api}/folder`,
    payload: { projectId: w.projectId, collectionId: w.apiCollectionId, name: 'Refunds' },
  }),
  [`PUT ${api}/folder`]: (w) => ({
    method: 'PUT',
    url: `${api}/folder`,
    payload: { projectId: w.projectId, folderId: w.apiFolderId, name: 'All orders' },
  }),
  [`DELETE ${api}/folder/:folderId`]: (w) => ({
    method: 'DELETE',
    url: `${api}/folder/${w.apiFolderId}?projectId=${w.projectId}`,
  }),
  [`POST ${api}/request`]: (w) => ({
    method: 'POST',
    url: `${api}/request`,
    payload: { projectId: w.projectId, collectionId: w.apiCollectionId, name: 'One order', spec },
  }),
  [`PUT ${api}/request`]: (w) => ({
    method: 'PUT',
    url: `${api}/request`,
    // An old update time: a member gets as far as the optimistic lock (a business answer, not a refusal).
    payload: {
      projectId: w.projectId,
      requestId: w.apiRequestId,
      folderId: null,
      name: 'Orders',
      spec,
      updateTime: '2000-01-01T00:00:00.000Z',
    },
  }),
  [`GET ${api}/request/:requestId`]: (w) => ({
    method: 'GET',
    url: `${api}/request/${w.apiRequestId}?projectId=${w.projectId}`,
  }),
  [`DELETE ${api}/request/:requestId`]: (w) => ({
    method: 'DELETE',
    url: `${api}/request/${w.apiRequestId}?projectId=${w.projectId}`,
  }),
  [`POST ${api}/request/defect`]: (w) => ({
    method: 'POST',
    url: `${api}/request/defect`,
    payload: { projectId: w.projectId, requestId: w.apiRequestId, questionId: w.questionId },
  }),
  [`POST ${api}/environment`]: (w) => ({
    method: 'POST',
    url: `${api}/environment`,
    payload: { projectId: w.projectId, name: 'Staging', variables: [{ name: 'baseUrl', value: 'https://staging' }] },
  }),
  [`PUT ${api}/environment`]: (w) => ({
    method: 'PUT',
    url: `${api}/environment`,
    payload: {
      projectId: w.projectId,
      environmentId: w.apiEnvironmentId,
      name: 'Local',
      variables: [
        { name: 'baseUrl', value: 'http://127.0.0.1:10', secret: false },
        { name: 'token', value: null, secret: true },
      ],
    },
  }),
  [`DELETE ${api}/environment/:environmentId`]: (w) => ({
    method: 'DELETE',
    url: `${api}/environment/${w.apiPlainEnvironmentId}?projectId=${w.projectId}`,
  }),
  [`POST ${api}/send`]: (w) => ({
    method: 'POST',
    url: `${api}/send`,
    payload: { projectId: w.projectId, requestId: w.apiRequestId, environmentId: w.apiEnvironmentId, spec },
  }),
  [`GET ${api}/history`]: (w) => ({ method: 'GET', url: `${api}/history?projectId=${w.projectId}` }),
  [`DELETE ${api}/history`]: (w) => ({ method: 'DELETE', url: `${api}/history?projectId=${w.projectId}` }),
  [`GET ${api}/history/:historyId`]: (w) => ({
    method: 'GET',
    url: `${api}/history/${w.apiHistoryId}?projectId=${w.projectId}`,
  }),
  [`POST ${api}/defect`]: (w) => ({
    method: 'POST',
    url: `${api}/defect`,
    payload: { projectId: w.projectId, historyId: w.apiHistoryId },
  }),
  [`POST ${api}/run/save`]: (w) => ({
    method: 'POST',
    url: `${api}/run/save`,
    payload: {
      projectId: w.projectId,
      collectionId: w.apiCollectionId,
      results: [{ requestId: w.apiRequestId, historyId: null }],
    },
  }),
};

/** Secrets are for project admins (issue 34): a member may use them, not change them. */
export const apiTestingRoleRefusals: RoleRefusals = {
  'a member changes the secret of an environment': { refused: 'member', allowed: 'admin', call: changeSecret },
};
