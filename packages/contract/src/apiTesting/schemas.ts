import { z } from 'zod';
import { recordId as id } from '../recordId';
import { isJsonPath } from './jsonPath';
import {
  API_ALLOWED_HOSTS_MAX,
  API_ASSERTIONS_MAX,
  API_BODY_MAX_CHARS,
  API_DESCRIPTION_MAX,
  API_NAME_MAX,
  API_PAIRS_MAX,
  API_PAIR_NAME_MAX,
  API_PAIR_VALUE_MAX,
  API_RUN_RESULTS_MAX,
  API_SEND_TIMEOUT_MS,
  API_URL_MAX,
  API_VARIABLES_MAX,
  API_VARIABLE_NAME_MAX,
  API_VARIABLE_VALUE_MAX,
  ASSERTION_OPS,
  HTTP_METHODS,
  isAllowedHostEntry,
} from './rules';
import { VARIABLE_NAME } from './variables';

/** The bodies of the interface tester's calls (issue 34, ADR 0122). */

export const apiName = z.string().trim().min(1).max(API_NAME_MAX);
const text = (max: number) => z.string().max(max);

/** A query parameter, header or form field; a switched-off one is kept but not sent. */
export const apiPair = z.strictObject({
  name: text(API_PAIR_NAME_MAX),
  value: text(API_PAIR_VALUE_MAX),
  enabled: z.boolean().default(true),
});
const pairs = z.array(apiPair).max(API_PAIRS_MAX).default([]);

export const apiRequestBody = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('none') }),
  z.strictObject({ mode: z.literal('json'), text: text(API_BODY_MAX_CHARS) }),
  z.strictObject({ mode: z.literal('form'), fields: pairs }),
  z.strictObject({
    mode: z.literal('raw'),
    text: text(API_BODY_MAX_CHARS),
    contentType: z.string().trim().max(200).default('text/plain'),
  }),
]);

export const apiAuth = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('none') }),
  z.strictObject({ type: z.literal('bearer'), token: text(API_PAIR_VALUE_MAX) }),
  z.strictObject({ type: z.literal('basic'), username: text(API_PAIR_NAME_MAX), password: text(API_PAIR_VALUE_MAX) }),
  z.strictObject({
    type: z.literal('apiKey'),
    name: z.string().trim().min(1).max(API_PAIR_NAME_MAX),
    value: text(API_PAIR_VALUE_MAX),
    in: z.enum(['header', 'query']),
  }),
]);

const op = z.enum(ASSERTION_OPS);
export const apiAssertion = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('status'), expected: z.number().int().min(100).max(599) }),
  z.strictObject({
    kind: z.literal('jsonPath'),
    path: z
      .string()
      .trim()
      .max(200)
      .refine(isJsonPath, { params: { messageKey: 'apiJsonPathInvalid' } }),
    op,
    expected: text(API_PAIR_VALUE_MAX),
  }),
  z.strictObject({ kind: z.literal('header'), name: z.string().trim().min(1).max(200), op, expected: text(200) }),
  z.strictObject({ kind: z.literal('responseTime'), maxMs: z.number().int().min(1).max(API_SEND_TIMEOUT_MS) }),
]);

/** One request as the editor holds it: method, URL, query, headers, body, authentication and assertions. */
export const apiRequestSpec = z.strictObject({
  method: z.enum(HTTP_METHODS),
  url: z.string().trim().min(1).max(API_URL_MAX),
  query: pairs,
  headers: pairs,
  body: apiRequestBody.default({ mode: 'none' }),
  auth: apiAuth.default({ type: 'none' }),
  assertions: z.array(apiAssertion).max(API_ASSERTIONS_MAX).default([]),
});
export type ApiRequestSpec = z.infer<typeof apiRequestSpec>;
export type ApiPair = z.infer<typeof apiPair>;
export type ApiAuth = z.infer<typeof apiAuth>;
export type ApiAssertion = z.infer<typeof apiAssertion>;

export const apiProjectQuery = z.strictObject({ projectId: id });

export const createApiCollectionBody = z.strictObject({
  projectId: id,
  name: apiName,
  description: text(API_DESCRIPTION_MAX).default(''),
});
export const editApiCollectionBody = createApiCollectionBody.extend({ collectionId: id });
export const apiCollectionParams = z.strictObject({ collectionId: id });
export const apiCollectionQuery = z.strictObject({ projectId: id, collectionId: id });

export const createApiFolderBody = z.strictObject({
  projectId: id,
  collectionId: id,
  parentId: id.nullable().default(null),
  name: apiName,
});
export const renameApiFolderBody = z.strictObject({ projectId: id, folderId: id, name: apiName });
export const apiFolderParams = z.strictObject({ folderId: id });

export const createApiRequestBody = z.strictObject({
  projectId: id,
  collectionId: id,
  folderId: id.nullable().default(null),
  name: apiName,
  spec: apiRequestSpec,
});
/** PUT: every field again, with the `updateTime` the editor loaded (a request changed since is refused). */
export const editApiRequestBody = z.strictObject({
  projectId: id,
  requestId: id,
  folderId: id.nullable(),
  name: apiName,
  spec: apiRequestSpec,
  updateTime: z.string().min(1).max(40),
});
export const apiRequestParams = z.strictObject({ requestId: id });
/** The defect filed from one of the request's answers, linked back to it. */
export const linkApiDefectBody = z.strictObject({ projectId: id, requestId: id, questionId: id });

/** A secret arriving with `value: null` keeps the value stored under its name. */
export const apiVariable = z.strictObject({
  name: z
    .string()
    .trim()
    .max(API_VARIABLE_NAME_MAX)
    .refine((name) => VARIABLE_NAME.test(name), { params: { messageKey: 'apiVariableNameInvalid' } }),
  value: text(API_VARIABLE_VALUE_MAX).nullable(),
  secret: z.boolean().default(false),
});
const variables = z
  .array(apiVariable)
  .max(API_VARIABLES_MAX)
  .refine((list) => new Set(list.map((variable) => variable.name)).size === list.length, {
    params: { messageKey: 'apiVariableTwice' },
  });
export const createApiEnvironmentBody = z.strictObject({ projectId: id, name: apiName, variables });
export const editApiEnvironmentBody = createApiEnvironmentBody.extend({ environmentId: id });
export const apiEnvironmentParams = z.strictObject({ environmentId: id });

/** POST apiTesting/send: the editor's request as it is now (saved or not), through an environment or none. */
export const sendApiRequestBody = z.strictObject({
  projectId: id,
  /** The saved request this is a send of, so its history entry and a defect filed from it lead back to it. */
  requestId: id.optional(),
  environmentId: id.nullable().default(null),
  spec: apiRequestSpec,
});
export type SendApiRequestBody = z.input<typeof sendApiRequestBody>;

export const apiHistoryParams = z.strictObject({ historyId: id });
export const apiHistoryRefBody = z.strictObject({ projectId: id, historyId: id });

/**
 * POST apiTesting/run/save: a collection run the page made, one result per request in order, each named by the
 * history entry of its send (null: it was not sent, its address refused).
 */
export const saveApiRunBody = z.strictObject({
  projectId: id,
  collectionId: id,
  results: z
    .array(z.strictObject({ requestId: id, historyId: id.nullable() }))
    .min(1)
    .max(API_RUN_RESULTS_MAX),
});
export type SaveApiRunBody = z.input<typeof saveApiRunBody>;

export const apiAllowedHostsBody = z.strictObject({
  hosts: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .refine(isAllowedHostEntry, { params: { messageKey: 'apiAllowedHostInvalid' } }),
    )
    .max(API_ALLOWED_HOSTS_MAX),
});

export type CreateApiCollectionBody = z.input<typeof createApiCollectionBody>;
export type EditApiCollectionBody = z.input<typeof editApiCollectionBody>;
export type CreateApiFolderBody = z.input<typeof createApiFolderBody>;
export type RenameApiFolderBody = z.input<typeof renameApiFolderBody>;
export type CreateApiRequestBody = z.input<typeof createApiRequestBody>;
export type EditApiRequestBody = z.input<typeof editApiRequestBody>;
export type LinkApiDefectBody = z.input<typeof linkApiDefectBody>;
export type CreateApiEnvironmentBody = z.input<typeof createApiEnvironmentBody>;
export type EditApiEnvironmentBody = z.input<typeof editApiEnvironmentBody>;
