import { failure } from './errors';
import { readDateStyles } from './spreadsheet/dateStyles';
import { filledSharedStrings, sharedStringsAt } from './spreadsheet/sharedStrings';
import { type CellLookup, EMPTY_CELL, type RawCell, type SheetCell, sheetCell } from './spreadsheet/sheetCell';
import { readSheetRows } from './spreadsheet/sheetRows';
import { readWorkbookMap } from './spreadsheet/workbookMap';
import { zipArchive } from './spreadsheet/zipArchive';

export type { SheetCell } from './spreadsheet/sheetCell';

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
 * The filled rows under the header of the first sheet of an import (modules, issues, cases), `columns`
 * cells each, read by `cellText` (by default the cell's text, trimmed; a blank string cell must read as '').
 * A file that is not .xlsx, has no filled row, or more than `maxRows` (spec point 8 "imported data cannot
 * exceed 100 items") is refused.
 *
 * The sheet is streamed and the reading stops at the first row past the cap, and at PART_MAX_BYTES of
 * unpacked XML: a million-row sheet once held every tenant's requests for 20 s and took 1.4 GB (issue 28,
 * point 10; ADR 0097). Shared strings are looked up after the sheet, only for the rows kept.
 */
export async function readImportSheet(
  file: { fileName: string; content: Buffer },
  options: { columns: number; maxRows: number; cellText?: (cell: SheetCell, column: number) => string },
): Promise<SheetRow[]> {
  checkImportFile(file.fileName, file.content);
  const { columns, maxRows, cellText = (cell) => cell.text.trim() } = options;
  const archive = zipArchive(file.content);
  const book = await readWorkbookMap(archive);
  if (!book.sheet) throw failure('importEmpty');
  const sharedPart = book.sharedStrings;
  const isFilled = sharedPart ? await filledSharedStrings(archive, sharedPart) : () => false;
  let sharedTexts = new Map<number, string>();
  const lookup: CellLookup = {
    sharedString: (index) => sharedTexts.get(index) ?? '',
    dateStyles: book.styles ? await readDateStyles(archive, book.styles) : new Set(),
    date1904: book.date1904,
  };
  const filledCell = (raw: RawCell | undefined, column: number) => {
    if (!raw) return false;
    if (raw.type === 's') return isFilled(Number(raw.value));
    return cellText(sheetCell(raw, lookup), column) !== '';
  };

  const kept: { row: number; cells: readonly (RawCell | undefined)[] }[] = [];
  await readSheetRows(archive, book.sheet, columns, (row, cells) => {
    if (row < 2 || !cells.some(filledCell)) return;
    kept.push({ row, cells });
    if (kept.length > maxRows) throw failure('importTooManyRows', { max: maxRows });
  });
  if (kept.length === 0) throw failure('importEmpty');

  if (sharedPart) {
    const wanted = kept.flatMap(({ cells }) => cells.flatMap((raw) => (raw?.type === 's' ? [Number(raw.value)] : [])));
    sharedTexts = await sharedStringsAt(archive, sharedPart, new Set(wanted));
  }
  const textOf = (raw: RawCell | undefined, column: number) =>
    cellText(raw ? sheetCell(raw, lookup) : EMPTY_CELL, column);
  return kept.map(({ row, cells }) => ({
    row,
    cells: Array.from({ length: columns }, (_, column) => textOf(cells[column], column)),
  }));
}
