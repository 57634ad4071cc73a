import {
  type Locale,
  PRIORITY_LABELS,
  TEST_CASE_TYPE_LABELS,
  type TestCaseImportData,
  formatMessage,
} from '@questline/contract';
import type ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import { lazyPackage } from '../../lazyPackage';
import { CASE_COLUMNS, CASE_COLUMN_WIDTHS, readCaseRows, stepsToCells } from './caseSheet';
import { caseContent, insertCases } from './caseStore';
import { filteredCases } from './cases';
import { moduleNames, testingAccess } from './testAccess';

type Db = Kysely<Database>;
const excel = lazyPackage<typeof ExcelJS>('exceljs');

function caseWorkbook(locale: Locale): { workbook: ExcelJS.Workbook; sheet: ExcelJS.Worksheet } {
  const workbook = new (excel().Workbook)();
  const sheet = workbook.addWorksheet(formatMessage(locale, 'testCaseSheetName'));
  sheet.columns = CASE_COLUMNS.map((key, index) => ({
    header: formatMessage(locale, key),
    width: CASE_COLUMN_WIDTHS[index],
  }));
  sheet.getRow(1).font = { bold: true };
  for (const column of [5, 6, 7]) sheet.getColumn(column).alignment = { wrapText: true, vertical: 'top' };
  return { workbook, sheet };
}

/** GET testCase/importTemplate: the columns in the caller's language and one step-mode example row. */
export async function testCaseImportTemplate(locale: Locale): Promise<Buffer> {
  const { workbook, sheet } = caseWorkbook(locale);
  sheet.getCell(1, 6).note = formatMessage(locale, 'importTestStepsHint');
  sheet.addRow([
    formatMessage(locale, 'importTestExampleTitle'),
    '',
    TEST_CASE_TYPE_LABELS[locale][1],
    PRIORITY_LABELS[locale][3],
    '',
    formatMessage(locale, 'importTestExampleSteps'),
    formatMessage(locale, 'importTestExampleExpected'),
    '',
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * POST testCase/importData (spec point 5 "Imports": xls/xlsx, at most 500 rows for this import): every
 * row is checked first and any error answers code 500 with the row errors as `data`, writing nothing;
 * otherwise all rows become cases (version 1) in one transaction, in file order.
 */
export async function importTestCases(
  db: Db,
  options: { projectId: number; userId: number; fileName: string; content: Buffer; now: Date; locale: Locale },
): Promise<TestCaseImportData> {
  const { projectId, userId, now } = options;
  const access = await testingAccess(db, { projectId, userId, now });
  const modules = new Map<string, number>();
  const found = await db
    .selectFrom('test_modules')
    .select(['id', 'name'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
  for (const module of found) if (!modules.has(module.name)) modules.set(module.name, module.id);
  const cases = await readCaseRows(options, { modules, rootAllowed: access.role !== 'member', locale: options.locale });
  const ids = await db.transaction().execute((trx) =>
    insertCases(
      trx,
      { projectId, creatorId: userId, now },
      cases.map((content) => ({ content, requirementIds: [] })),
    ),
  );
  return { imported: ids.length };
}

/** POST testCase/export: the library (or one module with its sub-modules) in the import's layout. */
export async function exportTestCasesWorkbook(
  db: Db,
  options: { projectId: number; moduleId?: number; userId: number; locale: Locale; dialect: DialectName },
): Promise<Buffer> {
  await testingAccess(db, options);
  const rows = await (await filteredCases(db, options.dialect, options)).selectAll().orderBy('id').execute();
  const names = await moduleNames(
    db,
    rows.map((row) => row.module_id),
  );
  const { workbook, sheet } = caseWorkbook(options.locale);
  for (const row of rows) {
    const content = caseContent(row);
    const [steps, expected] = stepsToCells(content);
    sheet.addRow([
      content.caseName,
      content.moduleId === null ? '' : (names.get(content.moduleId) ?? ''),
      TEST_CASE_TYPE_LABELS[options.locale][content.caseType],
      PRIORITY_LABELS[options.locale][content.priority],
      content.precondition,
      steps,
      expected,
      content.tags.join(', '),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
