import {
  type Locale,
  POINTS_EXPORT_MAX_ROWS,
  POINTS_SOURCE_LABELS,
  type PointsEntryRow,
  type PointsListQuery,
  formatMessage,
} from '@questline/contract';
import type ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Caller } from '../../http/access';
import { lazyPackage } from '../../lazyPackage';
import { listEntries } from './entries';

const excel = lazyPackage<typeof ExcelJS>('exceljs');

type Column = {
  key: Parameters<typeof formatMessage>[1];
  width: number;
  value: (row: PointsEntryRow) => string | number;
};

function columns(locale: Locale): Column[] {
  return [
    { key: 'pointsExportId', width: 10, value: (row) => row.id },
    { key: 'pointsExportUser', width: 18, value: (row) => row.userName },
    { key: 'pointsExportPoints', width: 10, value: (row) => row.points },
    { key: 'pointsExportSource', width: 14, value: (row) => POINTS_SOURCE_LABELS[locale][row.source] },
    { key: 'pointsExportReason', width: 36, value: (row) => row.reason },
    { key: 'pointsExportBalance', width: 14, value: (row) => row.balanceAfter },
    { key: 'pointsExportRef', width: 12, value: (row) => row.refId ?? '' },
    { key: 'pointsExportTime', width: 20, value: (row) => row.createTime.replace('T', ' ').slice(0, 19) },
  ];
}

/**
 * integral/export (platform administrators): the ledger the list's filter matches, newest first, as an .xlsx headed
 * in the caller's language with the sources named rather than coded.
 */
export async function exportEntriesWorkbook(
  db: Kysely<Database>,
  options: { caller: Caller; query: PointsListQuery; locale: Locale },
): Promise<Buffer> {
  const { rows } = await listEntries(db, options.caller, {
    ...options.query,
    pageNum: 1,
    pageSize: POINTS_EXPORT_MAX_ROWS,
  });
  const workbook = new (excel().Workbook)();
  const sheet = workbook.addWorksheet(formatMessage(options.locale, 'pointsExportSheet'));
  const shown = columns(options.locale);
  sheet.columns = shown.map((column) => ({ header: formatMessage(options.locale, column.key), width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(shown.map((column) => column.value(row)));
  // exceljs's own Buffer type predates Node's generic Buffer; the bytes are the same.
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
