import { readXmlPart } from './xmlPart';
import type { ZipArchive, ZipEntry } from './zipArchive';

/** Excel's built-in number formats that show a date or a time (ECMA-376 part 1, 18.8.30, and the CJK ones). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

/** A format code shows a date when, outside quoted text and [brackets], it has a date or time letter (as exceljs). */
function isDateFormat(code: string): boolean {
  return /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/**
 * The cell styles (indexes into `cellXfs`, a cell's `s`) whose number format shows a date: Excel keeps a
 * date as a day number, and only the style tells it from a number.
 */
export async function readDateStyles(archive: ZipArchive, entry: ZipEntry): Promise<Set<number>> {
  const customFormats = new Map<number, string>();
  const styleFormats: number[] = [];
  let inCellStyles = false;
  await readXmlPart(archive, entry, {
    open(name, attributes) {
      if (name === 'numFmt') customFormats.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellStyles = true;
      else if (name === 'xf' && inCellStyles) styleFormats.push(Number(attributes.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellStyles = false;
    },
  });
  const dates = new Set<number>();
  styleFormats.forEach((format, style) => {
    const custom = customFormats.get(format);
    if (custom === undefined ? BUILT_IN_DATE_FORMATS.has(format) : isDateFormat(custom)) dates.add(style);
  });
  return dates;
}
