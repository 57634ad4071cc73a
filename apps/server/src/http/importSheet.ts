import type ExcelJS from 'exceljs';
import { lazyPackage } from '../lazyPackage';
import { failure } from './errors';

/** Only the spreadsheet routes need it, so it costs start-up nothing (bench: start to ready). */
const excel = lazyPackage<typeof ExcelJS>('exceljs');

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Compound File Binary, the container of the old .xls format. */
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * Spec point 5 "Imports: xls or xlsx" narrowed to .xlsx (ADR 0018): by name and by content, so a renamed
 * text file is refused, and an old binary .xls gets a message telling how to convert it.
 */
function checkImportFile(fileName: string, content: Buffer): void {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.xls') || content.subarray(0, OLE_MAGIC.length).equals(OLE_MAGIC)) {
    throw failure('importLegacyXls');
  }
  if (!lower.endsWith('.xlsx') || !content.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) {
    throw failure('importWrongType');
  }
}

/** One filled row of the sheet: its spreadsheet row number and each cell as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/**
 * The filled rows under the header of the first sheet of an import (modules, issues), `columns` cells
 * each, read by `cellText` (by default the cell's shown text, trimmed). A file that is not .xlsx, has no
 * filled row, or more than `maxRows` (spec point 8 "imported data cannot exceed 100 items") is refused.
 */
export async function readImportSheet(
  file: { fileName: string; content: Buffer },
  options: { columns: number; maxRows: number; cellText?: (cell: ExcelJS.Cell, column: number) => string },
): Promise<SheetRow[]> {
  checkImportFile(file.fileName, file.content);
  const { columns, maxRows, cellText = (cell) => cell.text.trim() } = options;
  const workbook = new (excel().Workbook)();
  try {
    // exceljs's own Buffer type predates Node's generic Buffer; the bytes are the same.
    await workbook.xlsx.load(file.content as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch {
    throw failure('importWrongType');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw failure('importEmpty');
  const rows: SheetRow[] = [];
  for (let number = 2; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const cells = Array.from({ length: columns }, (_, index) => cellText(row.getCell(index + 1), index));
    if (cells.every((cell) => cell === '')) continue;
    rows.push({ row: number, cells });
    if (rows.length > maxRows) throw failure('importTooManyRows', { max: maxRows });
  }
  if (rows.length === 0) throw failure('importEmpty');
  return rows;
}
