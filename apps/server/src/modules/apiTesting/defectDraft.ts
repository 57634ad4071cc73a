import { Readable } from 'node:stream';
import {
  API_DEFECT_BODY_EXCERPT_CHARS,
  type ApiDefectDraft,
  type ApiHistoryDetail,
  type Locale,
  QUESTION_TITLE_MAX_BYTES,
  cutToBytes,
  defectWords,
  describeActual,
  describeAssertion,
  escapeHtml,
} from '@questline/contract';
import type { AppDeps } from '../../deps';
import { storeAttachment } from '../attachments/upload';
import { historyOfCaller, testerAccess } from './access';
import { presentHistoryDetail } from './history';

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** Where the page opens the request the defect came from (ADR 0122: the description links back to it). */
export function requestLink(projectId: number, requestId: number): string {
  return `/testing?projectId=${String(projectId)}&requestId=${String(requestId)}`;
}

function description(
  locale: Locale,
  entry: ApiHistoryDetail,
  projectId: number,
  files: { http: string; json: string },
) {
  const parts: string[] = [];
  if (entry.requestId !== null) {
    const name = escapeHtml(entry.name ?? `${entry.method} ${entry.url}`);
    const link = escapeHtml(requestLink(projectId, entry.requestId));
    parts.push(`<p><strong>${escapeHtml(defectWords(locale, 'request'))}</strong>: <a href="${link}">${name}</a></p>`);
  }
  parts.push(`<pre><code>${escapeHtml(`${entry.method} ${entry.url}`)}</code></pre>`);
  const response = entry.response;
  parts.push(
    `<p>${escapeHtml(
      response
        ? defectWords(locale, 'answer', { status: response.status, time: response.timeMs, size: response.size })
        : defectWords(locale, 'noAnswer', { error: entry.error ?? '' }),
    )}</p>`,
  );
  const failed = entry.assertions.filter((result) => !result.passed);
  if (failed.length > 0) {
    const items = failed.map(
      (result) =>
        `<li>${escapeHtml(`${describeAssertion(locale, result.assertion)} (${describeActual(locale, result)})`)}</li>`,
    );
    parts.push(`<p><strong>${escapeHtml(defectWords(locale, 'failed'))}</strong></p><ul>${items.join('')}</ul>`);
  }
  if (response && response.bodyEncoding === 'text' && response.body !== '') {
    const cut = response.body.length > API_DEFECT_BODY_EXCERPT_CHARS;
    const excerpt = response.body.slice(0, API_DEFECT_BODY_EXCERPT_CHARS) + (cut ? '\n…' : '');
    parts.push(`<p><strong>${escapeHtml(defectWords(locale, 'body'))}</strong></p>`);
    parts.push(`<pre><code>${escapeHtml(excerpt)}</code></pre>`);
  }
  parts.push(`<p>${escapeHtml(defectWords(locale, 'files', files))}</p>`);
  return parts.join('');
}

/** The answer as the JSON attachment holds it: what was kept of it, with the assertions put into words. */
function answerFile(locale: Locale, entry: ApiHistoryDetail, projectId: number): string {
  return JSON.stringify(
    {
      request: {
        method: entry.method,
        url: entry.url,
        link: entry.requestId === null ? null : requestLink(projectId, entry.requestId),
      },
      sentAt: entry.createTime,
      response: entry.response,
      error: entry.error,
      assertions: entry.assertions.map((result) => ({
        assertion: describeAssertion(locale, result.assertion),
        passed: result.passed,
        actual: result.actual,
      })),
    },
    null,
    2,
  );
}

/**
 * POST apiTesting/defect (issue 34 "File a defect from this response"): from one of the caller's history entries,
 * the server writes the request as an .http file and the answer as a JSON file (secrets and credentials were masked
 * when the entry was kept), stores both as the caller's pending attachments through the attachments module, and
 * answers the issue form's title and description. The form then saves them with the new issue.
 */
export async function draftDefect(
  deps: Pick<AppDeps, 'db' | 'files'>,
  options: { projectId: number; historyId: number; userId: number; now: Date; locale: Locale },
): Promise<ApiDefectDraft> {
  const { locale, projectId } = options;
  await testerAccess(deps.db, { projectId, userId: options.userId, now: options.now });
  const entry = presentHistoryDetail(await historyOfCaller(deps.db, options));
  const base = `request-${String(entry.historyId)}`;
  const files = { http: `${base}.http`, json: `${base}-response.json` };
  const store = (fileName: string, text: string) => {
    const bytes = Buffer.from(text);
    return storeAttachment(deps, {
      projectId,
      fileName,
      source: Readable.from([bytes]),
      userId: options.userId,
      now: options.now,
      contentLength: bytes.length,
    });
  };
  const httpFile = `### ${entry.name ?? `${entry.method} ${entry.url}`}\n${entry.requestText}`;
  const uploads = [await store(files.http, httpFile), await store(files.json, answerFile(locale, entry, projectId))];
  const path = pathOf(entry.url);
  const title = entry.response
    ? defectWords(locale, 'title', { method: entry.method, path, status: entry.response.status })
    : defectWords(locale, 'titleNoAnswer', { method: entry.method, path });
  return {
    questionName: cutToBytes(title, QUESTION_TITLE_MAX_BYTES),
    description: description(locale, entry, projectId, files),
    uploads,
  };
}
