import {
  HistoryCode,
  type Locale,
  PRIORITY_LABELS,
  QUESTION_TYPE_LABELS,
  type QuestionImportData,
  QuestionStatusCode,
  SEVERITY_LABELS,
  formatMessage,
} from '@questline/contract';
import type ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { lazyPackage } from '../../lazyPackage';
import { writableProjectAccess } from '../projects/policy';
import type { QuestionEvents } from './events';
import { IMPORT_COLUMNS, importLookups, readQuestionRows } from './questionImportRows';
import { recipientsAmong } from './questions';
import { insertQuestions } from './questionStore';

type Db = Kysely<Database>;

const excel = lazyPackage<typeof ExcelJS>('exceljs');
const WIDTHS = [40, 10, 10, 10, 24, 16, 12, 12, 12, 48];

/**
 * GET questionInfo/importTemplate: the issue import's columns headed in the caller's language and one
 * example row that imports as it is (the caller as handler, by user name), so filling it in is copying
 * a row that works. It names no project, so any signed-in person may fetch it.
 */
export async function questionImportTemplate(
  db: Db,
  options: { userId: number; locale: Locale; now: Date },
): Promise<Buffer> {
  const { locale } = options;
  const user = await db
    .selectFrom('users')
    .select('user_name')
    .where('id', '=', options.userId)
    .executeTakeFirstOrThrow();
  const workbook = new (excel().Workbook)();
  const sheet = workbook.addWorksheet(formatMessage(locale, 'exportSheetName'));
  sheet.columns = IMPORT_COLUMNS.map((key, index) => ({ header: formatMessage(locale, key), width: WIDTHS[index] }));
  sheet.getRow(1).font = { bold: true };
  sheet.getCell(1, 5).note = formatMessage(locale, 'importQuestionHandlerHint');
  const today = options.now.toISOString().slice(0, 10);
  sheet.addRow([
    formatMessage(locale, 'importQuestionExampleTitle'),
    QUESTION_TYPE_LABELS[locale][1],
    PRIORITY_LABELS[locale][3],
    SEVERITY_LABELS[locale][2],
    user.user_name,
    '',
    '',
    today,
    today,
    formatMessage(locale, 'importQuestionExampleDescription'),
  ]);
  // Dates and phone numbers as text, so Excel neither reformats them nor shows 1.39E+10.
  for (const column of [5, 8, 9]) sheet.getColumn(column).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * POST questionInfo/importData (spec points 5 "Imports", 8 "imported data cannot exceed 100 items"):
 * .xlsx only (ADR 0018); every row is checked first and any error answers code 500 with the row errors
 * as `data`, writing nothing. Otherwise all rows become issues "to solve" in one transaction, numbered in
 * file order, each with an import history row (17) and its title grams; handlers are told after commit.
 */
export async function importQuestions(
  deps: { db: Db; questionEvents: QuestionEvents },
  options: { projectId: number; userId: number; fileName: string; content: Buffer; now: Date; locale: Locale },
): Promise<QuestionImportData> {
  const { db } = deps;
  const { projectId, userId, now } = options;
  await writableProjectAccess(db, { projectId, userId, atLeast: 'member', now });
  const questions = await readQuestionRows(options, await importLookups(db, projectId), options.locale);
  const created = await db
    .transaction()
    .execute((trx) =>
      insertQuestions(
        trx,
        { projectId, creatorId: userId, status: QuestionStatusCode.toSolve, history: HistoryCode.import, now },
        questions,
      ),
    );
  deps.questionEvents.emit(
    created.map((question, index) => ({
      projectId,
      questionId: question.id,
      number: question.number,
      questionName: question.title,
      code: HistoryCode.import,
      operatorId: userId,
      toStatus: QuestionStatusCode.toSolve,
      // The rows were just inserted with these people.
      recipientIds: recipientsAmong(
        {
          creatorId: question.creator_id,
          reviewerId: question.reviewer_id,
          handlerIds: questions[index]?.handlerIds ?? [],
          ccIds: questions[index]?.ccIds ?? [],
        },
        userId,
      ),
    })),
  );
  return { imported: created.length };
}
