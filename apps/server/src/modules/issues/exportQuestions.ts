import {
  DEFECT_CATEGORY_LABELS,
  type Locale,
  PRIORITY_LABELS,
  QUESTION_STATUS_LABELS,
  QUESTION_TYPE_LABELS,
  type ParsedQuestionListFilter,
  type QuestionRow,
  SEVERITY_LABELS,
  TERMINAL_LABELS,
  formatMessage,
} from '@questline/contract';
import type ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import { lazyPackage } from '../../lazyPackage';
import { richTextToPlain } from './richText';
import { listQuestions } from './questionList';

const excel = lazyPackage<typeof ExcelJS>('exceljs');

/** One export carries at most this many issues, newest first by the list's sort (ADR 0023). */
export const EXPORT_MAX_ROWS = 10_000;

type Column = { key: Parameters<typeof formatMessage>[1]; width: number; value: (row: QuestionRow) => string | number };

function columns(locale: Locale): Column[] {
  const label = <K extends number>(labels: Record<Locale, Record<K, string>>, value: K | null) =>
    value === null ? '' : labels[locale][value];
  return [
    { key: 'exportNumber', width: 8, value: (row) => row.number },
    { key: 'exportTitle', width: 48, value: (row) => row.questionName },
    { key: 'exportType', width: 10, value: (row) => label(QUESTION_TYPE_LABELS, row.questionType) },
    { key: 'exportStatus', width: 12, value: (row) => label(QUESTION_STATUS_LABELS, row.status) },
    { key: 'exportPriority', width: 10, value: (row) => label(PRIORITY_LABELS, row.priority) },
    { key: 'exportSeverity', width: 10, value: (row) => label(SEVERITY_LABELS, row.severity) },
    { key: 'exportHandlers', width: 20, value: (row) => row.handlers.map((handler) => handler.name).join(', ') },
    { key: 'exportCreator', width: 14, value: (row) => row.creator.name },
    { key: 'exportModule', width: 16, value: (row) => row.moduleName ?? '' },
    { key: 'exportVersion', width: 12, value: (row) => row.versionName ?? '' },
    { key: 'exportStartDate', width: 12, value: (row) => row.startDate ?? '' },
    { key: 'exportDeadline', width: 12, value: (row) => row.deadline ?? '' },
    { key: 'exportEstimate', width: 10, value: (row) => row.estimatedHours ?? '' },
    { key: 'exportProgress', width: 10, value: (row) => row.progress },
    { key: 'exportTerminal', width: 14, value: (row) => label(TERMINAL_LABELS, row.terminal) },
    { key: 'exportCategory', width: 12, value: (row) => label(DEFECT_CATEGORY_LABELS, row.defectCategory) },
    { key: 'exportCreateTime', width: 20, value: (row) => row.createTime.replace('T', ' ').slice(0, 19) },
  ];
}

/**
 * POST exportQuestion: the issues the list's filter matches, as an .xlsx headed in the caller's language
 * with labels instead of codes, plus each issue's description as plain text.
 */
export async function exportQuestionsWorkbook(
  db: Kysely<Database>,
  options: { filter: ParsedQuestionListFilter; userId: number; locale: Locale; dialect: DialectName },
): Promise<Buffer> {
  const { rows } = await listQuestions(db, { ...options, page: { pageNum: 1, pageSize: EXPORT_MAX_ROWS } });
  const descriptions = new Map<number, string>();
  for (let start = 0; start < rows.length; start += 500) {
    const ids = rows.slice(start, start + 500).map((row) => row.questionId);
    const found = await db.selectFrom('questions').select(['id', 'description']).where('id', 'in', ids).execute();
    for (const entry of found) descriptions.set(entry.id, richTextToPlain(entry.description));
  }
  const workbook = new (excel().Workbook)();
  const sheet = workbook.addWorksheet(formatMessage(options.locale, 'exportSheetName'));
  const shown = columns(options.locale);
  sheet.columns = [
    ...shown.map((column) => ({ header: formatMessage(options.locale, column.key), width: column.width })),
    { header: formatMessage(options.locale, 'exportDescription'), width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow([...shown.map((column) => column.value(row)), descriptions.get(row.questionId) ?? '']);
  }
  // exceljs's own Buffer type predates Node's generic Buffer; the bytes are the same.
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
