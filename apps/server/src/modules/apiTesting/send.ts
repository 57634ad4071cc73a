import {
  API_HISTORY_BODY_MAX_BYTES,
  type ApiResponse,
  type ApiSendResult,
  type AssertionResult,
  type Locale,
  evaluateAssertions,
  formatMessage,
  maskSecrets,
  requestPassed,
  type sendApiRequestBody,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { type TesterCaller, readsSecrets, testerAccess, inProject } from './access';
import { allowedHosts } from './allowedHosts';
import { bodyAsText, firstBytes, maskedResponse } from './answerBody';
import { secretValuesOf, variableSetOf } from './environments';
import { recordHistory } from './history';
import { withSendSlot } from './inFlight';
import { NO_VARIABLES, prepareRequest } from './prepare';
import { type ProxyOutcome, type Reason, sendThroughGuard } from './proxy';
import { type OwnEndpoint, type Resolve, TargetRefused, systemResolve } from './targetGuard';

export interface SendOptions {
  body: z.infer<typeof sendApiRequestBody>;
  caller: TesterCaller;
  locale: Locale;
  now: Date;
  /** Where Questline itself answers (ownAddress.ts). */
  own: readonly OwnEndpoint[];
  resolve?: Resolve;
}

function words(locale: Locale, reason: Reason): string {
  const params = reason.cause ? { ...reason.params, reason: words(locale, reason.cause) } : reason.params;
  return formatMessage(locale, reason.key, params);
}

function responseOf(outcome: Extract<ProxyOutcome, { kind: 'answered' }>): {
  response: ApiResponse;
  text: string | null;
} {
  const { answer } = outcome;
  const contentType = answer.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  const text = bodyAsText(answer.body, contentType);
  return {
    text,
    response: {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
      body: text ?? answer.body.toString('base64'),
      bodyEncoding: text === null ? 'base64' : 'text',
      size: answer.body.length,
      truncated: answer.truncated,
      timeMs: outcome.timeMs,
      finalUrl: outcome.finalUrl.href,
      redirects: outcome.redirects.map((url) => url.href),
    },
  };
}

/** What the history keeps of an answer: secrets and credentials masked, the body's first bytes. */
function keptResponse(response: ApiResponse, secrets: readonly string[]): ApiResponse {
  const masked = maskedResponse(response, secrets, true);
  if (masked.bodyEncoding === 'base64') {
    const bytes = Buffer.from(masked.body, 'base64');
    const cut = bytes.length > API_HISTORY_BODY_MAX_BYTES;
    return {
      ...masked,
      body: bytes.subarray(0, API_HISTORY_BODY_MAX_BYTES).toString('base64'),
      truncated: cut || masked.truncated,
    };
  }
  const first = firstBytes(masked.body, API_HISTORY_BODY_MAX_BYTES);
  return { ...masked, body: first.text, truncated: first.cut || masked.truncated };
}

const maskResults = (results: AssertionResult[], secrets: readonly string[]) =>
  results.map((result) => ({ ...result, actual: result.actual === null ? null : maskSecrets(result.actual, secrets) }));

/**
 * POST apiTesting/send (issue 34): the editor's request with the environment's variables in place, sent by the
 * server through the guard; the answer's assertions evaluated here; the send kept in the caller's history (secrets
 * masked). A refused first address changes nothing and answers why; a send that got no answer is kept with why.
 */
export async function sendRequest(
  deps: { db: Kysely<Database>; config: Pick<Config, 'apiTester'> },
  options: SendOptions,
): Promise<ApiSendResult> {
  const { db } = deps;
  const { body, caller, locale, now } = options;
  const access = await testerAccess(db, { projectId: body.projectId, userId: caller.userId });
  const request =
    body.requestId === undefined ? null : await inProject(db, 'api_requests', body.projectId, body.requestId);
  const environment =
    body.environmentId === null ? null : await inProject(db, 'api_environments', body.projectId, body.environmentId);
  const secrets = secretValuesOf(environment);
  const prepared = prepareRequest(body.spec, environment ? variableSetOf(environment) : NO_VARIABLES);
  const { hosts } = await allowedHosts(db, deps.config.apiTester.allowedHosts);
  const policy = { allowed: hosts, own: options.own, resolve: options.resolve ?? systemResolve };
  const outcome = await withSendSlot(caller.userId, async () => {
    try {
      return await sendThroughGuard(prepared.outgoing, {
        policy,
        timeoutMs: deps.config.apiTester.timeoutMs,
        maxBytes: deps.config.apiTester.answerMaxBytes,
      });
    } catch (error) {
      if (error instanceof TargetRefused) throw failure(error.key, error.params);
      throw error;
    }
  });

  const answered = outcome.kind === 'answered' ? responseOf(outcome) : null;
  const results = answered
    ? evaluateAssertions(body.spec.assertions, {
        status: answered.response.status,
        headers: answered.response.headers,
        bodyText: answered.text,
        timeMs: answered.response.timeMs,
      })
    : [];
  const status = answered?.response.status ?? null;
  const passed = requestPassed(status, results);
  const error = outcome.kind === 'failed' ? maskSecrets(words(locale, outcome.reason), secrets) : null;
  const historyId = await recordHistory(db, {
    project_id: body.projectId,
    user_id: caller.userId,
    request_id: request?.id ?? null,
    collection_id: request?.collection_id ?? null,
    name: request?.name ?? null,
    method: body.spec.method,
    url: prepared.recordedUrl,
    status,
    error,
    time_ms: outcome.timeMs,
    size: answered?.response.size ?? 0,
    passed: passed ? 1 : 0,
    failed_assertions: results.filter((result) => !result.passed).length,
    assertions: JSON.stringify(maskResults(results, secrets)),
    request_text: prepared.requestText,
    response: answered ? JSON.stringify(keptResponse(answered.response, secrets)) : null,
    create_time: now.toISOString(),
  });
  const visible = readsSecrets(access, caller);
  return {
    historyId,
    passed,
    error,
    response: answered && !visible ? maskedResponse(answered.response, secrets, false) : (answered?.response ?? null),
    assertions: visible ? results : maskResults(results, secrets),
  };
}
