import type { Locale } from './locale';
import { formatMessage, type MessageKey, serverMessages } from './messages';

/** The parts of a zod issue that the message needs; kept structural so any zod 4 issue fits. */
export interface ValidationIssue {
  code: string;
  path: readonly PropertyKey[];
  expected?: unknown;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  origin?: unknown;
  keys?: readonly string[];
  /** A custom rule names its own message: `{ messageKey, ...params }` (e.g. "no special characters"). */
  params?: Record<string, unknown>;
}

function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && value in serverMessages.zh;
}

const expectedNames: Record<Locale, Record<string, string>> = {
  zh: { string: '文本', number: '数字', int: '整数', boolean: '布尔值', object: '对象', array: '数组', date: '日期' },
  en: {
    string: 'text',
    number: 'a number',
    int: 'an integer',
    boolean: 'a boolean',
    object: 'an object',
    array: 'a list',
    date: 'a date',
  },
};

function fieldName(locale: Locale, path: readonly PropertyKey[]): string {
  return path.length === 0 ? formatMessage(locale, 'body') : path.map(String).join('.');
}

function describeIssue(locale: Locale, issue: ValidationIssue): string {
  const field = fieldName(locale, issue.path);
  const sized = issue.origin === 'string' || issue.origin === 'array';
  const pick = (key: MessageKey, params: Record<string, string | number> = {}) =>
    formatMessage(locale, key, { field, ...params });
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return pick('fieldRequired');
      const expected = String(issue.expected);
      return pick('fieldType', { expected: expectedNames[locale][expected] ?? expected });
    }
    case 'too_small':
      return pick(sized ? 'fieldTooShort' : 'fieldTooSmall', { minimum: String(issue.minimum) });
    case 'too_big':
      return pick(sized ? 'fieldTooLong' : 'fieldTooBig', { maximum: String(issue.maximum) });
    case 'unrecognized_keys':
      return formatMessage(locale, 'unknownFields', { keys: (issue.keys ?? []).join(', ') });
    case 'invalid_format':
      return pick('fieldFormat');
    case 'invalid_value':
      return pick('fieldValue');
    case 'custom': {
      const { messageKey, ...params } = issue.params ?? {};
      if (!isMessageKey(messageKey)) return pick('fieldFormat');
      const values = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
      return pick(messageKey, values);
    }
    default:
      return pick('fieldFormat');
  }
}

/** One human sentence for a failed validation, in the caller's language. */
export function describeValidation(locale: Locale, issues: readonly ValidationIssue[]): string {
  const details = issues.map((issue) => describeIssue(locale, issue)).join(locale === 'zh' ? '；' : '; ');
  return formatMessage(locale, 'invalidInput', { details });
}

/**
 * C0 control characters other than tab, line feed and carriage return. PostgreSQL text cannot hold NUL (a
 * keyword with one answered an internal error there and nothing on SQLite), and none of them belongs in what a
 * person types, so every request refuses them the same way on both databases (issue 28).
 */
function isControlCharacter(code: number): boolean {
  return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
}

export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) if (isControlCharacter(text.charCodeAt(index))) return true;
  return false;
}

/** The text without its control characters: for what is read from files rather than typed (imports). */
export function withoutControlCharacters(text: string): string {
  return hasControlCharacter(text)
    ? Array.from(text)
        .filter((char) => !isControlCharacter(char.charCodeAt(0)))
        .join('')
    : text;
}

/** One issue per string in the input (at any depth, keys included) holding a control character. */
export function controlCharacterIssues(input: unknown, path: PropertyKey[] = []): ValidationIssue[] {
  const issue: ValidationIssue = { code: 'custom', path, params: { messageKey: 'fieldControlCharacter' } };
  if (typeof input === 'string') return hasControlCharacter(input) ? [issue] : [];
  if (typeof input !== 'object' || input === null) return [];
  return Object.entries(input).flatMap(([key, value]) =>
    hasControlCharacter(key)
      ? [issue]
      : controlCharacterIssues(value, [...path, Array.isArray(input) ? Number(key) : key]),
  );
}
