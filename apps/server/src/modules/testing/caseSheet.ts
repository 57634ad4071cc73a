import {
  type ImportRowError,
  LOCALES,
  type Locale,
  type MessageKey,
  type MessageParams,
  PRIORITY_LABELS,
  type Priority,
  TEST_CASE_IMPORT_MAX_ROWS,
  TEST_CASE_TITLE_MAX_BYTES,
  TEST_CASE_TYPE_LABELS,
  TEST_STEPS_MAX,
  TEST_TAGS_MAX,
  TEST_TAG_MAX,
  TEST_TEXT_MAX,
  type TestCaseContent,
  type TestCaseType,
  fitsBytes,
  formatMessage,
} from '@questline/contract';
import { type SheetRow, readImportSheet } from '../../http/importSheet';

/** The import template's and the export's columns, in order: one layout, so an export imports again. */
export const CASE_COLUMNS = [
  'testColumnTitle',
  'testColumnModule',
  'testColumnType',
  'testColumnPriority',
  'testColumnPrecondition',
  'testColumnSteps',
  'testColumnExpected',
  'testColumnTags',
] as const satisfies readonly MessageKey[];
export const CASE_COLUMN_WIDTHS = [32, 16, 12, 10, 30, 48, 48, 20];

export function readCaseSheet(fileName: string, content: Buffer): Promise<SheetRow[]> {
  return readImportSheet({ fileName, content }, { columns: CASE_COLUMNS.length, maxRows: TEST_CASE_IMPORT_MAX_ROWS });
}

function byLabel<K extends number>(labels: Record<Locale, Record<K, string>>): Map<string, K> {
  const map = new Map<string, K>();
  for (const locale of LOCALES) {
    for (const [code, label] of Object.entries(labels[locale]) as [string, string][]) {
      map.set(label.toLowerCase(), Number(code) as K);
    }
  }
  return map;
}
const TYPES = byLabel(TEST_CASE_TYPE_LABELS);
const PRIORITIES = byLabel(PRIORITY_LABELS);

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** "1. Open the page", "2、…", "3) …": a numbered step line, as the export writes and people type. */
// [.、)）], escaped so the server bundle stays ASCII (ADR 0094).
const NUMBERED = /^(\d+)\s*[.\u3001)\uFF09]\s*(.*)$/;

/**
 * Steps as the sheet writes them: step mode one numbered line per step (so a single step still reads
 * as step mode, ADR 0048), text mode as typed.
 */
export function stepsToCells(content: TestCaseContent): [string, string] {
  if (content.mode === 'text') return [content.textSteps, content.textExpected];
  const numbered = (text: string, index: number) => `${index + 1}. ${text}`.trimEnd();
  return [
    content.steps.map((step, index) => numbered(step.action, index)).join('\n'),
    content.steps.map((step, index) => numbered(step.expected, index)).join('\n'),
  ];
}

/**
 * Step-mode steps from the sheet's cells, or null for text mode: every line numbered, or more than one
 * line. Numbered expected results pair by number; otherwise by line.
 */
function readSteps(stepLines: readonly string[], expectedLines: readonly string[]): TestCaseContent['steps'] | null {
  const numberedSteps = stepLines.map((line) => NUMBERED.exec(line));
  const allNumbered = stepLines.length > 0 && numberedSteps.every(Boolean);
  if (!allNumbered && stepLines.length < 2) return null;
  const expectedByNumber = new Map<string, string>();
  const numberedExpected = expectedLines.map((line) => NUMBERED.exec(line));
  const pairByNumber = allNumbered && numberedExpected.every(Boolean);
  if (pairByNumber)
    for (const match of numberedExpected) if (match) expectedByNumber.set(match[1] ?? '', match[2] ?? '');
  return stepLines.map((line, index) => {
    const match = allNumbered ? numberedSteps[index] : null;
    const expected = pairByNumber ? expectedByNumber.get(match?.[1] ?? '') : expectedLines[index];
    return { action: match ? (match[2] ?? '') : line, expected: expected ?? '' };
  });
}

/**
 * Checks every row (spec point 5 "Test case": title required and at most 32 bytes, root only for admins;
 * type and priority by label in either language; the module by name) and answers the cases to insert or
 * every error by row number, never a mix. Steps on more than one line import in step mode.
 */
export function checkCaseRows(
  rows: readonly SheetRow[],
  options: { modules: Map<string, number>; rootAllowed: boolean; locale: Locale },
): { cases: TestCaseContent[]; errors: ImportRowError[] } {
  const say = (key: MessageKey, params: MessageParams = {}) => formatMessage(options.locale, key, params);
  const field = (index: number) => say(CASE_COLUMNS[index] ?? 'testColumnTitle');
  const cases: TestCaseContent[] = [];
  const errors: ImportRowError[] = [];
  for (const { row, cells } of rows) {
    const [title = '', module = '', type = '', priority = '', precondition = '', steps = '', expected = '', tags = ''] =
      cells;
    const wrong = (msg: string) => errors.push({ row, msg });
    if (!title) wrong(say('fieldRequired', { field: field(0) }));
    else if (!fitsBytes(title, TEST_CASE_TITLE_MAX_BYTES)) {
      wrong(say('nameTooLongBytes', { field: field(0), max: TEST_CASE_TITLE_MAX_BYTES }));
    }
    const moduleId = module ? (options.modules.get(module) ?? null) : null;
    if (module && moduleId === null) wrong(say('importTestModuleUnknown', { value: module }));
    if (!module && !options.rootAllowed) wrong(say('testCaseRootAdminOnly'));
    const choice = <K extends number>(value: string, labels: Map<string, K>, index: number, fallback: K): K => {
      if (!value) return fallback;
      const code = labels.get(value.toLowerCase());
      if (code === undefined) wrong(say('importTestLabelUnknown', { field: field(index), value }));
      return code ?? fallback;
    };
    const caseType: TestCaseType = choice(type, TYPES, 2, 1);
    const casePriority: Priority = choice(priority, PRIORITIES, 3, 2);
    for (const [index, text] of [precondition, steps, expected].entries()) {
      if (text.length > TEST_TEXT_MAX) wrong(say('fieldTooLong', { field: field(index + 4), maximum: TEST_TEXT_MAX }));
    }
    const stepLines = lines(steps);
    const expectedLines = lines(expected);
    if (stepLines.length > TEST_STEPS_MAX) wrong(say('fieldTooLong', { field: field(5), maximum: TEST_STEPS_MAX }));
    const tagList = [
      ...new Set(
        tags
          // , ， 、 ; ；: escaped so the server bundle stays ASCII (ADR 0094).
          .split(/[,\uFF0C\u3001;\uFF1B]/)
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ];
    if (tagList.length > TEST_TAGS_MAX || tagList.some((tag) => tag.length > TEST_TAG_MAX)) {
      wrong(say('fieldTooLong', { field: field(7), maximum: TEST_TAGS_MAX }));
    }
    const stepList = readSteps(stepLines, expectedLines);
    cases.push({
      caseName: title,
      caseType,
      priority: casePriority,
      moduleId,
      precondition,
      mode: stepList ? 'step' : 'text',
      textSteps: stepList ? '' : steps,
      textExpected: stepList ? '' : expected,
      steps: stepList ?? [],
      tags: tagList,
    });
  }
  return { cases, errors };
}
