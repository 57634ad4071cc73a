import { withoutControlCharacters } from '@questline/contract';

/** One cell as an import reads it: its value (a Date when its style shows a date) and its text. */
export interface SheetCell {
  value: string | number | boolean | Date | null;
  text: string;
}

/** A cell as the sheet spells it, before its shared string and its style are looked up. */
export interface RawCell {
  /** The `t` attribute: s shared string, inlineStr, str (a formula's text), b, e (error), d (ISO date), n. */
  type: string;
  /** The `s` attribute, an index into the styles' `cellXfs`. */
  style: number;
  /** The `<v>` text: the number, the shared string's index, or a formula's last result. */
  value: string;
  /** The `<is>` text of an inline string. */
  inline: string;
}

/** How the sheet's cells are looked up in the rest of the workbook. */
export interface CellLookup {
  sharedString(index: number): string;
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
}

export const EMPTY_CELL: SheetCell = { value: null, text: '' };

/**
 * A string of the workbook as the person typed it: Excel writes the characters XML cannot hold as `_xHHHH_`
 * (a carriage return as `_x000D_`), and control characters are removed, since PostgreSQL text cannot hold
 * NUL and none of them belongs in an issue or a case (issue 28).
 */
export function cellString(written: string): string {
  return withoutControlCharacters(
    written.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A date's text as Excel shows it by default: the day, and the time when it has one (UTC, as stored). */
function dateText(date: Date): string {
  const day = date.toISOString().slice(0, 10);
  const [hours, minutes, seconds] = [date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()];
  return hours + minutes + seconds === 0 ? day : `${day} ${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** Excel counts days from 1899-12-30 (its 1900 leap-year bug included), or from 1904-01-01. */
function excelDate(days: number, date1904: boolean): Date {
  return new Date(Math.round((days - 25_569 + (date1904 ? 1462 : 0)) * 86_400_000));
}

const text = (value: string): SheetCell => ({ value, text: value });
const date = (value: Date): SheetCell =>
  Number.isNaN(value.getTime()) ? EMPTY_CELL : { value, text: dateText(value) };

/** The cell's value and text; a formula cell is its last result, as the person saw it in Excel. */
export function sheetCell(raw: RawCell, lookup: CellLookup): SheetCell {
  if (raw.type === 'inlineStr') return text(cellString(raw.inline));
  // A styled cell with nothing in it.
  if (raw.value === '') return EMPTY_CELL;
  switch (raw.type) {
    case 's':
      return text(lookup.sharedString(Number(raw.value)));
    case 'str':
    case 'e':
      return text(cellString(raw.value));
    case 'b':
      return { value: raw.value === '1', text: raw.value === '1' ? 'true' : 'false' };
    case 'd':
      return date(new Date(raw.value));
    default: {
      const number = Number(raw.value);
      if (!Number.isFinite(number)) return text(cellString(raw.value));
      if (lookup.dateStyles.has(raw.style)) return date(excelDate(number, lookup.date1904));
      return { value: number, text: String(number) };
    }
  }
}
