import {
  type Locale,
  MODULE_IMPORT_MAX_ROWS,
  MODULE_NAME_MAX,
  type MessageKey,
  type ModuleImportData,
  formatMessage,
} from '@questline/contract';
import type ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readImportRows } from '../../http/importRows';
import { lazyPackage } from '../../lazyPackage';
import { settingsReadAccess, settingsWriteAccess } from '../projectSettings/objectAccess';
import { moduleRows, projectModules } from './modules';

type Db = Kysely<Database>;

/** Only the two spreadsheet routes need it, so it costs start-up nothing (bench: start to ready). */
const excel = lazyPackage<typeof ExcelJS>('exceljs');

const COLUMNS = [
  'importColumnName',
  'importColumnParent',
  'importColumnHandler',
] as const satisfies readonly MessageKey[];

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
  const existing = new Map<string, number>();
  for (const module of await moduleRows(db, options.projectId)) {
    if (!existing.has(module.moduleName)) existing.set(module.moduleName, module.moduleId);
  }
  const phones = await membersByPhone(db, options.projectId);
  const namesAbove = new Set<string>();
  const layout = { columns: COLUMNS, maxRows: MODULE_IMPORT_MAX_ROWS, locale: options.locale };
  const rows = await readImportRows(options, layout, ([name = '', parentName = '', phone = ''], check) => {
    if (!name) check.wrong('fieldRequired', { field: check.field(0) });
    if (name.length > MODULE_NAME_MAX) check.wrong('fieldTooLong', { field: check.field(0), maximum: MODULE_NAME_MAX });
    if (parentName && !namesAbove.has(parentName) && !existing.has(parentName)) {
      check.wrong('importParentMissing', { name: parentName });
    }
    if (phone && !phones.has(phone)) check.wrong('importHandlerNotMember', { phone });
    if (name) namesAbove.add(name);
    return { name, parentName, phone };
  });

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
