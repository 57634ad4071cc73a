import type { Locale } from '../locale';
import type { AssertionMiss, AssertionResult } from './assertions';
import type { ApiAssertion } from './schemas';

/**
 * How an assertion and its outcome read (issue 34), in the one place both the page and the defect the server writes
 * take them from.
 */
const WORDS = {
  zh: {
    status: '状态码等于 {expected}',
    jsonPathEquals: 'JSON {path} 等于 {expected}',
    jsonPathContains: 'JSON {path} 包含 {expected}',
    headerEquals: '响应头 {name} 等于 {expected}',
    headerContains: '响应头 {name} 包含 {expected}',
    responseTime: '响应时间小于 {max} 毫秒',
    actual: '实际：{actual}',
    notJson: '实际：响应不是 JSON',
    missing: '实际：没有这一项',
  },
  en: {
    status: 'Status equals {expected}',
    jsonPathEquals: 'JSON {path} equals {expected}',
    jsonPathContains: 'JSON {path} contains {expected}',
    headerEquals: 'Header {name} equals {expected}',
    headerContains: 'Header {name} contains {expected}',
    responseTime: 'Response time under {max} ms',
    actual: 'actual: {actual}',
    notJson: 'actual: the answer is not JSON',
    missing: 'actual: not there',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

export function describeAssertion(locale: Locale, assertion: ApiAssertion): string {
  const words = WORDS[locale];
  switch (assertion.kind) {
    case 'status':
      return fill(words.status, { expected: assertion.expected });
    case 'responseTime':
      return fill(words.responseTime, { max: assertion.maxMs });
    case 'jsonPath':
      return fill(assertion.op === 'equals' ? words.jsonPathEquals : words.jsonPathContains, assertion);
    case 'header':
      return fill(assertion.op === 'equals' ? words.headerEquals : words.headerContains, assertion);
  }
}

const missWords = (locale: Locale, miss: AssertionMiss) => WORDS[locale][miss];

/** What was found instead, as the result line's second half. */
export function describeActual(locale: Locale, result: Pick<AssertionResult, 'actual' | 'miss'>): string {
  if (result.miss !== null) return missWords(locale, result.miss);
  return fill(WORDS[locale].actual, { actual: result.actual ?? '' });
}

/** The words of a defect filed from an answer (issue 34 "File a defect from this response"). */
export const API_DEFECT_WORDS = {
  zh: {
    title: '{method} {path} 返回 {status}',
    titleNoAnswer: '{method} {path} 没有响应',
    request: '接口请求',
    answer: '响应：状态 {status}，耗时 {time} 毫秒，{size} 字节',
    noAnswer: '没有响应：{error}',
    failed: '未通过的断言',
    body: '响应内容（节选）',
    files: '完整的请求（{http}）和响应（{json}）在附件中；其中的密钥和凭据已去除。',
    truncated: '（已截断）',
  },
  en: {
    title: '{method} {path} answers {status}',
    titleNoAnswer: '{method} {path} does not answer',
    request: 'Request',
    answer: 'Answer: status {status} in {time} ms, {size} bytes',
    noAnswer: 'No answer: {error}',
    failed: 'Failed assertions',
    body: 'Answer body (excerpt)',
    files: 'The whole request ({http}) and answer ({json}) are attached, with secrets and credentials removed.',
    truncated: '(cut short)',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export function defectWords(
  locale: Locale,
  key: keyof (typeof API_DEFECT_WORDS)['en'],
  values: Record<string, string | number> = {},
): string {
  return fill(API_DEFECT_WORDS[locale][key], values);
}
