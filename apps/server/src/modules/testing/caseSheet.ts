import {
  type Locale,
  type MessageKey,
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
} from '@questline/contract';
import { labelCodes, listCell, readImportRows } from '../../http/importRows';

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

const TYPES = labelCodes(TEST_CASE_TYPE_LABELS);
const PRIORITIES = labelCodes(PRIORITY_LABELS);

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
 * The rows of a case import, each checked (spec point 5 "Test case": title required and at most 32 bytes, root only
 * for admins; type and priority by label in either language; the module by name); every error by row number, never a
 * mix (.xlsx only, at most TEST_CASE_IMPORT_MAX_ROWS). Steps on more than one line import in step mode.
 */
export function readCaseRows(
  file: { fileName: string; content: Buffer },
  options: { modules: Map<string, number>; rootAllowed: boolean; locale: Locale },
): Promise<TestCaseContent[]> {
  const layout = { columns: CASE_COLUMNS, maxRows: TEST_CASE_IMPORT_MAX_ROWS, locale: options.locale };
  return readImportRows(file, layout, (cells, check): TestCaseContent => {
    const [title = '', module = '', type = '', priority = '', precondition = '', steps = '', expected = '', tags = ''] =
      cells;
    if (!title) check.wrong('fieldRequired', { field: check.field(0) });
    else if (!fitsBytes(title, TEST_CASE_TITLE_MAX_BYTES)) {
      check.wrong('nameTooLongBytes', { field: check.field(0), max: TEST_CASE_TITLE_MAX_BYTES });
    }
    const moduleId = module ? (options.modules.get(module) ?? null) : null;
    if (module && moduleId === null) check.wrong('importTestModuleUnknown', { value: module });
    if (!module && !options.rootAllowed) check.wrong('testCaseRootAdminOnly');
    const caseType: TestCaseType = check.choice(type, TYPES, 2, 1, 'importTestLabelUnknown');
    const casePriority: Priority = check.choice(priority, PRIORITIES, 3, 2, 'importTestLabelUnknown');
    for (const [index, text] of [precondition, steps, expected].entries()) {
      if (text.length > TEST_TEXT_MAX)
        check.wrong('fieldTooLong', { field: check.field(index + 4), maximum: TEST_TEXT_MAX });
    }
    const stepLines = lines(steps);
    const expectedLines = lines(expected);
    if (stepLines.length > TEST_STEPS_MAX)
      check.wrong('fieldTooLong', { field: check.field(5), maximum: TEST_STEPS_MAX });
    const tagList = [...new Set(listCell(tags))];
    if (tagList.length > TEST_TAGS_MAX || tagList.some((tag) => tag.length > TEST_TAG_MAX)) {
      check.wrong('fieldTooLong', { field: check.field(7), maximum: TEST_TAGS_MAX });
    }
    const stepList = readSteps(stepLines, expectedLines);
    return {
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
    };
  });
}
