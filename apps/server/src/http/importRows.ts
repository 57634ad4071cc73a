import {
  type ImportRowError,
  LOCALES,
  type Locale,
  type MessageKey,
  type MessageParams,
  ResultCode,
  formatMessage,
} from '@questline/contract';
import { AppError } from './errors';
import { type SheetCell, type SheetRow, readImportSheet } from './importSheet';

/**
 * The one spreadsheet row reader of the imports (project modules, issues, test cases; issue 29): the filled rows of
 * the first sheet under the template's columns, each checked by the import's own rule, every error told by its row
 * number in the caller's language. Nothing is answered unless every row passed (spec point 5 "Imports"), so an
 * import writes all its rows or none.
 */
export interface ImportSheetLayout {
  /** The template's columns in order: their headers, and how many cells each row is read with. */
  columns: readonly MessageKey[];
  /** Spec point 8: "imported data cannot exceed N items". */
  maxRows: number;
  /** How a cell reads as text (by default its text, trimmed). */
  cellText?: (cell: SheetCell, column: number) => string;
}

/** What a row's check has at hand besides its cells. */
export interface RowCheck {
  /** A message in the caller's language. */
  say(key: MessageKey, params?: MessageParams): string;
  /** A column's header in the caller's language, to name the field a message is about. */
  field(column: number): string;
  /** Records what is wrong with the row; the row's check goes on, so one import tells every error at once. */
  wrong(key: MessageKey, params?: MessageParams): void;
  /**
   * A label of `codes` (either language, any case) to its code; an empty cell is `fallback`, an unknown label is
   * wrong with `unknown` ({field}, {value}).
   */
  choice<K extends number>(
    value: string,
    codes: ReadonlyMap<string, K>,
    column: number,
    fallback: K,
    unknown: MessageKey,
  ): K;
}

/** A contract's labels in every language (lower case) to their codes: a sheet in English imports on a Chinese page. */
export function labelCodes<K extends number>(labels: Record<Locale, Record<K, string>>): Map<string, K> {
  const codes = new Map<string, K>();
  for (const locale of LOCALES) {
    for (const [code, label] of Object.entries(labels[locale]) as [string, string][]) {
      codes.set(label.toLowerCase(), Number(code) as K);
    }
  }
  return codes;
}

/** A cell that lists names (handlers, tags), split on the commas and semicolons people type in either language. */
export function listCell(text: string): string[] {
  return (
    text
      // , ， 、 ; ；: escaped so the server bundle stays ASCII (ADR 0094).
      .split(/[,\uFF0C\u3001;\uFF1B]/)
      .map((part) => part.trim())
      .filter(Boolean)
  );
}

/**
 * Checks every row with `check` and answers what each made, in file order; if any row had an error, refuses with
 * code 500 and every error as `data` (`importRowErrors`, the number of rows in the message).
 */
export function checkImportRows<T>(
  rows: readonly SheetRow[],
  options: { columns: readonly MessageKey[]; locale: Locale },
  check: (cells: readonly string[], row: RowCheck) => T,
): T[] {
  const say = (key: MessageKey, params: MessageParams = {}) => formatMessage(options.locale, key, params);
  const field = (column: number) => {
    const key = options.columns[column];
    return key === undefined ? String(column + 1) : say(key);
  };
  const errors: ImportRowError[] = [];
  const checked = rows.map(({ row, cells }) => {
    const wrong = (key: MessageKey, params?: MessageParams) => errors.push({ row, msg: say(key, params) });
    return check(cells, {
      say,
      field,
      wrong,
      choice(value, codes, column, fallback, unknown) {
        if (!value) return fallback;
        const code = codes.get(value.toLowerCase());
        if (code === undefined) wrong(unknown, { field: field(column), value });
        return code ?? fallback;
      },
    });
  });
  if (errors.length > 0) {
    const count = new Set(errors.map((error) => error.row)).size;
    throw new AppError(ResultCode.fail, 'importRowErrors', { count }, errors);
  }
  return checked;
}

/** Reads an import's sheet (.xlsx only, ADR 0018) and checks its rows: `readImportSheet`, then `checkImportRows`. */
export async function readImportRows<T>(
  file: { fileName: string; content: Buffer },
  layout: ImportSheetLayout & { locale: Locale },
  check: (cells: readonly string[], row: RowCheck) => T,
): Promise<T[]> {
  const rows = await readImportSheet(file, {
    columns: layout.columns.length,
    maxRows: layout.maxRows,
    ...(layout.cellText ? { cellText: layout.cellText } : {}),
  });
  return checkImportRows(rows, layout, check);
}
