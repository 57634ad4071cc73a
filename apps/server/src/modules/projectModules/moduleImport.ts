import {
  type ImportRowError,
  type Locale,
  MODULE_IMPORT_MAX_ROWS,
  MODULE_NAME_MAX,
  type MessageKey,
  type MessageParams,
  type ModuleImportData,
  ResultCode,
  formatMessage,
} from '@questline/contract';
import type ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { readImportSheet } from '../../http/importSheet';
import { lazyPackage } from '../../lazyPackage';
import { settingsReadAccess, settingsWriteAccess } from '../projectSettings/objectAccess';
import { moduleRows, projectModules } from './modules';

type Db = Kysely<Database>;

/** Only the two spreadsheet routes need it, so it costs start-up nothing (bench: start to ready). */
const excel = lazyPackage<typeof ExcelJS>('exceljs');

const COLUMNS = ['importColumnName', 'importColumnParent', 'importColumnHandler'] as const;

/** GET projectModule/importTemplate: an empty sheet with the three columns, headed in the caller's language. */
export async function moduleImportTemplate(
  db: Db,
  options: { projectId: number; userId: number; locale: Locale },
): Promise<Buffer> {
  await settingsReadAccess(db, options);
  const workbook = new (excel().Workbook)();
  const sheet = workbook.addWorksheet(formatMessage(options.locale, 'importSheetName'));
  sheet.columns = COLUMNS.map((key) => ({ header: formatMessage(options.locale, key), width: 24 }));
  sheet.getRow(1).font = { bold: true };
  // Phone numbers typed as numbers lose nothing, but a text column keeps Excel from showing 1.39E+10.
  sheet.getColumn(3).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface ImportRow {
  row: number;
  name: string;
  parentName: string;
  phone: string;
}

async function readRows(fileName: string, content: Buffer): Promise<ImportRow[]> {
  const rows = await readImportSheet(
    { fileName, content },
    { columns: COLUMNS.length, maxRows: MODULE_IMPORT_MAX_ROWS },
  );
  return rows.map(({ row, cells: [name = '', parentName = '', phone = ''] }) => ({ row, name, parentName, phone }));
}

/** The project's members by phone number, to resolve the handler column. */
async function membersByPhone(db: Db, projectId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('project_users')
    .innerJoin('users', 'users.id', 'project_users.user_id')
    .select(['users.id', 'users.phone'])
    .where('project_users.project_id', '=', projectId)
    .execute();
  return new Map(rows.flatMap((row) => (row.phone ? [[row.phone, row.id] as const] : [])));
}

/**
 * POST projectModule/importModule: every row is checked first (name, parent, handler); any error answers
 * the list of row errors and writes nothing. Otherwise all rows are written in one transaction, each at
 * the end of its parent's children. A parent is a module of the project or a row above it in the file;
 * the nearest row above wins over an existing module of the same name.
 */
export async function importModules(
  db: Db,
  options: { projectId: number; userId: number; fileName: string; content: Buffer; now: Date; locale: Locale },
): Promise<ModuleImportData> {
  await settingsWriteAccess(db, options);
  const rows = await readRows(options.fileName, options.content);
  const say = (key: MessageKey, params: MessageParams = {}) => formatMessage(options.locale, key, params);

  const existing = new Map<string, number>();
  for (const module of await moduleRows(db, options.projectId)) {
    if (!existing.has(module.moduleName)) existing.set(module.moduleName, module.moduleId);
  }
  const phones = await membersByPhone(db, options.projectId);
  const errors: ImportRowError[] = [];
  const namesAbove = new Set<string>();
  for (const row of rows) {
    const field = say('importColumnName');
    if (!row.name) errors.push({ row: row.row, msg: say('fieldRequired', { field }) });
    if (row.name.length > MODULE_NAME_MAX) {
      errors.push({ row: row.row, msg: say('fieldTooLong', { field, maximum: MODULE_NAME_MAX }) });
    }
    if (row.parentName && !namesAbove.has(row.parentName) && !existing.has(row.parentName)) {
      errors.push({ row: row.row, msg: say('importParentMissing', { name: row.parentName }) });
    }
    if (row.phone && !phones.has(row.phone)) {
      errors.push({ row: row.row, msg: say('importHandlerNotMember', { phone: row.phone }) });
    }
    if (row.name) namesAbove.add(row.name);
  }
  if (errors.length > 0) {
    const count = new Set(errors.map((error) => error.row)).size;
    throw new AppError(ResultCode.fail, 'importRowErrors', { count }, errors);
  }

  const time = options.now.toISOString();
  await db.transaction().execute(async (trx) => {
    const imported = new Map<string, number>();
    for (const row of rows) {
      const parentId = row.parentName ? (imported.get(row.parentName) ?? existing.get(row.parentName) ?? null) : null;
      const { id } = await trx
        .insertInto('project_modules')
        .values({
          project_id: options.projectId,
          parent_id: parentId,
          name: row.name,
          serial_no: await projectModules.nextPosition(trx, options.projectId, parentId),
          handler_user_id: row.phone ? (phones.get(row.phone) ?? null) : null,
          create_time: time,
          update_time: time,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      imported.set(row.name, id);
    }
  });
  return { imported: rows.length };
}
