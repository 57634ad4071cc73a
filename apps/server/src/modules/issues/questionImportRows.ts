import {
  type Locale,
  type MessageKey,
  PRIORITY_LABELS,
  QUESTION_IMPORT_MAX_ROWS,
  QUESTION_TITLE_MAX_BYTES,
  QUESTION_TYPE_LABELS,
  SEVERITY_LABELS,
  calendarDate,
  fitsBytes,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { labelCodes, listCell, readImportRows } from '../../http/importRows';
import type { SheetCell } from '../../http/importSheet';
import type { CheckedQuestion } from './questionInput';
import { sanitizeRichText } from './richText';

type Db = Kysely<Database>;

/** The template's columns, in order; headers reuse the export's words so both files read alike. */
export const IMPORT_COLUMNS = [
  'exportTitle',
  'exportType',
  'exportPriority',
  'exportSeverity',
  'exportHandlers',
  'exportModule',
  'exportVersion',
  'exportStartDate',
  'exportDeadline',
  'exportDescription',
] as const satisfies readonly MessageKey[];

const DATE_COLUMNS = new Set<number>([
  IMPORT_COLUMNS.indexOf('exportStartDate'),
  IMPORT_COLUMNS.indexOf('exportDeadline'),
]);
/** Excel counts days from 1899-12-30 (its 1900 leap-year bug included). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

function cellText(cell: SheetCell, isDate: boolean): string {
  // A date typed into Excel arrives as a Date at UTC midnight of that day.
  if (cell.value instanceof Date) return cell.value.toISOString().slice(0, 10);
  // A date pasted into the template's text-formatted date columns arrives as Excel's day number.
  if (isDate && typeof cell.value === 'number' && cell.value > 0 && cell.value < 2_958_466) {
    return new Date(EXCEL_EPOCH + Math.floor(cell.value) * 86_400_000).toISOString().slice(0, 10);
  }
  return cell.text.trim();
}

const TYPES = labelCodes(QUESTION_TYPE_LABELS);
const PRIORITIES = labelCodes(PRIORITY_LABELS);
const SEVERITIES = labelCodes(SEVERITY_LABELS);

/** What the rows may name in the project: members by phone, user name or alias; modules and versions by name. */
export interface ImportLookups {
  people: Map<string, number>;
  modules: Map<string, number>;
  versions: Map<string, number>;
}

export async function importLookups(db: Db, projectId: number): Promise<ImportLookups> {
  const members = await db
    .selectFrom('project_users')
    .innerJoin('users', 'users.id', 'project_users.user_id')
    .select(['users.id', 'users.phone', 'users.user_name', 'project_users.alias'])
    .where('project_users.project_id', '=', projectId)
    .execute();
  const people = new Map<string, number>();
  for (const member of members) {
    for (const key of [member.phone, member.user_name, member.alias]) {
      const name = key?.trim().toLowerCase();
      if (name && !people.has(name)) people.set(name, member.id);
    }
  }
  const named = async (table: 'project_modules' | 'project_versions') => {
    const rows = await db.selectFrom(table).select(['id', 'name']).where('project_id', '=', projectId).execute();
    const map = new Map<string, number>();
    for (const row of rows) if (!map.has(row.name)) map.set(row.name, row.id);
    return map;
  };
  return { people, modules: await named('project_modules'), versions: await named('project_versions') };
}

/** A plain-text cell as the editor's rich text: escaped, one paragraph per line. */
function plainToRichText(text: string): string {
  const escaped = text.replace(/[&<>"]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`);
  return sanitizeRichText(
    escaped
      .split(/\r?\n/)
      .filter((line) => line.trim() !== '')
      .map((line) => `<p>${line}</p>`)
      .join(''),
  );
}

/** YYYY-MM-DD, also accepting YYYY/M/D as people type it; null when empty, undefined when not a date. */
function dateOf(text: string): string | null | undefined {
  if (!text) return null;
  const parts = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (!parts) return undefined;
  const value = `${parts[1]}-${parts[2]?.padStart(2, '0')}-${parts[3]?.padStart(2, '0')}`;
  return calendarDate.safeParse(value).success ? value : undefined;
}

/**
 * The rows of an issue import, each checked (spec point 5 "Issue": title required and at most 100 bytes, handler
 * required; the choices by label; people, module and version of this project; dates real and in order), dates read
 * as YYYY-MM-DD; every error by row number, never a mix (.xlsx only, at most QUESTION_IMPORT_MAX_ROWS).
 */
export function readQuestionRows(
  file: { fileName: string; content: Buffer },
  lookups: ImportLookups,
  locale: Locale,
): Promise<CheckedQuestion[]> {
  const layout = {
    columns: IMPORT_COLUMNS,
    maxRows: QUESTION_IMPORT_MAX_ROWS,
    cellText: (cell: SheetCell, column: number) => cellText(cell, DATE_COLUMNS.has(column)),
    locale,
  };
  return readImportRows(file, layout, (cells, check): CheckedQuestion => {
    const [
      title = '',
      type = '',
      priority = '',
      severity = '',
      handlers = '',
      module,
      version,
      start = '',
      end = '',
      text = '',
    ] = cells;
    if (!title) check.wrong('fieldRequired', { field: check.field(0) });
    else if (!fitsBytes(title, QUESTION_TITLE_MAX_BYTES)) {
      check.wrong('nameTooLongBytes', { field: check.field(0), max: QUESTION_TITLE_MAX_BYTES });
    }
    const unknownLabel = 'importQuestionLabelUnknown';
    const questionType = check.choice(type, TYPES, 1, 1, unknownLabel);
    const questionPriority = check.choice(priority, PRIORITIES, 2, 2, unknownLabel);
    const questionSeverity = check.choice(severity, SEVERITIES, 3, 1, unknownLabel);
    const names = listCell(handlers);
    if (names.length === 0) check.wrong('fieldRequired', { field: check.field(4) });
    const handlerIds: number[] = [];
    for (const name of names) {
      const userId = lookups.people.get(name.toLowerCase());
      if (userId === undefined) check.wrong('importQuestionPersonUnknown', { value: name });
      else if (!handlerIds.includes(userId)) handlerIds.push(userId);
    }
    const moduleId = module ? (lookups.modules.get(module) ?? null) : null;
    if (module && moduleId === null) check.wrong('importQuestionModuleUnknown', { value: module });
    const versionId = version ? (lookups.versions.get(version) ?? null) : null;
    if (version && versionId === null) check.wrong('importQuestionVersionUnknown', { value: version });
    const [startDate, deadline] = [dateOf(start), dateOf(end)];
    if (startDate === undefined) check.wrong('dateInvalid', { field: check.field(7) });
    if (deadline === undefined) check.wrong('dateInvalid', { field: check.field(8) });
    if (startDate && deadline && startDate > deadline) check.wrong('questionDatesOrder');
    return {
      title,
      questionType,
      severity: questionSeverity,
      priority: questionPriority,
      moduleId,
      versionId,
      handlerIds,
      handlingMode: 'single',
      ccIds: [],
      startDate: startDate ?? null,
      deadline: deadline ?? null,
      estimatedHours: null,
      progress: 0,
      terminal: null,
      defectCategory: null,
      description: plainToRichText(text),
      parentId: null,
      relatedIds: [],
    };
  });
}
