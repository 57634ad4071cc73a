import {
  type ImportRowError,
  type Locale,
  type MessageKey,
  type MessageParams,
  LOCALES,
  PRIORITY_LABELS,
  QUESTION_IMPORT_MAX_ROWS,
  QUESTION_TITLE_MAX_BYTES,
  QUESTION_TYPE_LABELS,
  SEVERITY_LABELS,
  calendarDate,
  fitsBytes,
  formatMessage,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type SheetCell, type SheetRow, readImportSheet } from '../../http/importSheet';
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

/** The filled rows under the header, dates as YYYY-MM-DD (.xlsx only, at most QUESTION_IMPORT_MAX_ROWS). */
export function readSheetRows(fileName: string, content: Buffer): Promise<SheetRow[]> {
  return readImportSheet(
    { fileName, content },
    {
      columns: IMPORT_COLUMNS.length,
      maxRows: QUESTION_IMPORT_MAX_ROWS,
      cellText: (cell, column) => cellText(cell, DATE_COLUMNS.has(column)),
    },
  );
}

/** A label in either language (any case) to its code: a sheet filled in English imports on a Chinese screen. */
function byLabel<K extends number>(labels: Record<Locale, Record<K, string>>): Map<string, K> {
  const map = new Map<string, K>();
  for (const locale of LOCALES) {
    for (const [code, label] of Object.entries(labels[locale]) as [string, string][]) {
      map.set(label.toLowerCase(), Number(code) as K);
    }
  }
  return map;
}
const TYPES = byLabel(QUESTION_TYPE_LABELS);
const PRIORITIES = byLabel(PRIORITY_LABELS);
const SEVERITIES = byLabel(SEVERITY_LABELS);

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
 * Checks every row (spec point 5 "Issue": title required and at most 100 bytes, handler required; the
 * choices by label; people, module and version of this project; dates real and in order) and answers
 * the issues to insert, or every error by row number; never a mix.
 */
export function checkImportRows(
  rows: readonly SheetRow[],
  lookups: ImportLookups,
  locale: Locale,
): { questions: CheckedQuestion[]; errors: ImportRowError[] } {
  const say = (key: MessageKey, params: MessageParams = {}) => formatMessage(locale, key, params);
  const field = (index: number) => say(IMPORT_COLUMNS[index] ?? 'exportTitle');
  const questions: CheckedQuestion[] = [];
  const errors: ImportRowError[] = [];
  for (const { row, cells } of rows) {
    const [title = '', type, priority, severity, handlers = '', module, version, start = '', end = '', text = ''] =
      cells;
    const wrong = (msg: string) => errors.push({ row, msg });
    if (!title) wrong(say('fieldRequired', { field: field(0) }));
    else if (!fitsBytes(title, QUESTION_TITLE_MAX_BYTES)) {
      wrong(say('nameTooLongBytes', { field: field(0), max: QUESTION_TITLE_MAX_BYTES }));
    }
    const choice = <K extends number>(
      value: string | undefined,
      labels: Map<string, K>,
      index: number,
      fallback: K,
    ) => {
      if (!value) return fallback;
      const code = labels.get(value.toLowerCase());
      if (code === undefined) wrong(say('importQuestionLabelUnknown', { field: field(index), value }));
      return code ?? fallback;
    };
    const questionType = choice(type, TYPES, 1, 1);
    const questionPriority = choice(priority, PRIORITIES, 2, 2);
    const questionSeverity = choice(severity, SEVERITIES, 3, 1);
    const names = handlers
      // , ， 、 ; ；: escaped so the server bundle stays ASCII (ADR 0094).
      .split(/[,\uFF0C\u3001;\uFF1B]/)
      .map((name) => name.trim())
      .filter(Boolean);
    if (names.length === 0) wrong(say('fieldRequired', { field: field(4) }));
    const handlerIds: number[] = [];
    for (const name of names) {
      const userId = lookups.people.get(name.toLowerCase());
      if (userId === undefined) wrong(say('importQuestionPersonUnknown', { value: name }));
      else if (!handlerIds.includes(userId)) handlerIds.push(userId);
    }
    const moduleId = module ? (lookups.modules.get(module) ?? null) : null;
    if (module && moduleId === null) wrong(say('importQuestionModuleUnknown', { value: module }));
    const versionId = version ? (lookups.versions.get(version) ?? null) : null;
    if (version && versionId === null) wrong(say('importQuestionVersionUnknown', { value: version }));
    const [startDate, deadline] = [dateOf(start), dateOf(end)];
    if (startDate === undefined) wrong(say('dateInvalid', { field: field(7) }));
    if (deadline === undefined) wrong(say('dateInvalid', { field: field(8) }));
    if (startDate && deadline && startDate > deadline) wrong(say('questionDatesOrder'));
    questions.push({
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
    });
  }
  return { questions, errors };
}
