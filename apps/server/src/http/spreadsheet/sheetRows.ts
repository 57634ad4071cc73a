import type { RawCell } from './sheetCell';
import { readXmlPart } from './xmlPart';
import type { ZipArchive, ZipEntry } from './zipArchive';

/** The column of a reference like `AB12`, from 0; references are optional, so undefined when absent. */
function columnOf(reference: string | undefined): number | undefined {
  if (!reference) return undefined;
  let column = 0;
  for (const char of reference.toUpperCase()) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column - 1;
}

/**
 * Streams the rows of a sheet to `row`, each with its cells in the first `columns` columns (others are not
 * kept), as the sheet spells them. `row` may throw to stop the reading (the row caps do).
 */
export async function readSheetRows(
  archive: ZipArchive,
  entry: ZipEntry,
  columns: number,
  row: (number: number, cells: readonly (RawCell | undefined)[]) => void,
): Promise<void> {
  let rowNumber = 0;
  let cells: (RawCell | undefined)[] = [];
  let nextColumn = 0;
  let cell: RawCell | undefined;
  let into: 'value' | 'inline' | undefined;
  let inInline = false;
  let phonetic = 0;
  await readXmlPart(archive, entry, {
    open(name, attributes) {
      switch (name) {
        case 'row':
          rowNumber = attributes.r ? Number(attributes.r) : rowNumber + 1;
          cells = [];
          nextColumn = 0;
          break;
        case 'c': {
          const column = columnOf(attributes.r) ?? nextColumn;
          nextColumn = column + 1;
          cell =
            column >= 0 && column < columns
              ? { type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), value: '', inline: '' }
              : undefined;
          if (cell) cells[column] = cell;
          break;
        }
        case 'v':
          into = 'value';
          break;
        case 'is':
          inInline = true;
          break;
        case 'rPh':
          phonetic += 1;
          break;
        case 't':
          if (inInline && phonetic === 0) into = 'inline';
          break;
      }
    },
    text(text) {
      if (!cell || !into) return;
      cell[into] += text;
    },
    close(name) {
      switch (name) {
        case 'v':
        case 't':
          into = undefined;
          break;
        case 'is':
          inInline = false;
          break;
        case 'rPh':
          phonetic -= 1;
          break;
        case 'c':
          cell = undefined;
          break;
        case 'row':
          row(rowNumber, cells);
          break;
      }
    },
  });
}
