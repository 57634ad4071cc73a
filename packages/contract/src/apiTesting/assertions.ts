import { readJsonPath } from './jsonPath';
import type { ApiAssertion } from './schemas';

/**
 * Issue 34: the assertions of a request against its answer, each shown pass or fail. The server evaluates them when
 * it sends (so a saved run and a defect carry results nobody typed), the page shows what it was told.
 */

/** What an assertion looks at; `bodyText` is null when the body was not text. */
export interface AnswerFacts {
  status: number;
  headers: readonly (readonly [string, string])[];
  bodyText: string | null;
  timeMs: number;
}

/** Why an assertion could not find its value, when it could not. */
export type AssertionMiss = 'notJson' | 'missing';

export interface AssertionResult {
  assertion: ApiAssertion;
  passed: boolean;
  /** The value found, as text; null when there was none (`miss` says why). */
  actual: string | null;
  miss: AssertionMiss | null;
}

/** A value as it is compared with what was typed: strings as they are, anything else as JSON. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function compare(actual: unknown, op: 'equals' | 'contains', expected: string): boolean {
  if (op === 'equals') return asText(actual) === expected.trim() || asText(actual) === expected;
  if (Array.isArray(actual))
    return actual.some((item) => asText(item) === expected) || asText(actual).includes(expected);
  return asText(actual).includes(expected);
}

function parsed(bodyText: string | null): { ok: true; value: unknown } | { ok: false } {
  if (bodyText === null) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(bodyText) as unknown };
  } catch {
    return { ok: false };
  }
}

function evaluate(assertion: ApiAssertion, facts: AnswerFacts, body: () => ReturnType<typeof parsed>): AssertionResult {
  const result = (passed: boolean, actual: string | null, miss: AssertionMiss | null = null) => ({
    assertion,
    passed,
    actual,
    miss,
  });
  switch (assertion.kind) {
    case 'status':
      return result(facts.status === assertion.expected, String(facts.status));
    case 'responseTime':
      return result(facts.timeMs < assertion.maxMs, String(facts.timeMs));
    case 'header': {
      const wanted = assertion.name.toLowerCase();
      const values = facts.headers.filter(([name]) => name.toLowerCase() === wanted).map(([, value]) => value);
      if (values.length === 0) return result(false, null, 'missing');
      const actual = values.join(', ');
      return result(compare(actual, assertion.op, assertion.expected), actual);
    }
    case 'jsonPath': {
      const document = body();
      if (!document.ok) return result(false, null, 'notJson');
      const found = readJsonPath(document.value, assertion.path);
      if (!found.found) return result(false, null, 'missing');
      return result(compare(found.value, assertion.op, assertion.expected), asText(found.value));
    }
  }
}

export function evaluateAssertions(assertions: readonly ApiAssertion[], facts: AnswerFacts): AssertionResult[] {
  let document: ReturnType<typeof parsed> | undefined;
  const body = () => (document ??= parsed(facts.bodyText));
  return assertions.map((assertion) => evaluate(assertion, facts, body));
}

/**
 * Whether a sent request passed: it was answered and every assertion held; a request without assertions passes
 * when it was answered with a status below 400 (docs/DOMAIN.md "Interface tester").
 */
export function requestPassed(status: number | null, results: readonly AssertionResult[]): boolean {
  if (status === null) return false;
  return results.length === 0 ? status < 400 : results.every((result) => result.passed);
}
