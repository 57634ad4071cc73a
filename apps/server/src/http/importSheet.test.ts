import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { inlineRow, xlsxFile } from '../test/xlsxFile';
import { AppError } from './errors';
import { type SheetCell, readImportSheet } from './importSheet';

const read = (content: Buffer, options: { columns?: number; maxRows?: number } = {}) =>
  readImportSheet(
    { fileName: 'sheet.xlsx', content },
    { columns: options.columns ?? 8, maxRows: options.maxRows ?? 100 },
  );

/** The value's kind beside the text, to see what a `cellText` callback (the issue import's dates) is given. */
const kindAndText = (cell: SheetCell) =>
  cell.value === null ? '' : `${cell.value instanceof Date ? 'date' : typeof cell.value} ${cell.text}`;

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { key: error.key, params: error.params };
};

/** Issue 28, point 10: the import's sheet is streamed; what it reads is what the whole-workbook reader read. */
describe('readImportSheet', () => {
  it('reads what exceljs writes as Excel shows it: shared and rich text, numbers, booleans, dates, formula results', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Issues');
    sheet.addRow(['Header']);
    sheet.addRow([
      '  plain  ',
      13800138000,
      true,
      new Date(Date.UTC(2030, 0, 2)),
      { richText: [{ text: 'rich ' }, { font: { bold: true }, text: 'text' }] },
      { formula: 'B2*2', result: 27600276000 },
      { formula: 'A2&"!"', result: 'plain!' },
      { text: 'a link', hyperlink: 'https://example.com' },
    ]);
    sheet.addRow([{ error: '#N/A' }, new Date(Date.UTC(2030, 0, 2, 8, 30)), 1.5]);
    sheet.getCell('C3').numFmt = '0.00';
    const content = Buffer.from(await book.xlsx.writeBuffer());
    expect(await read(content)).toEqual([
      {
        row: 2,
        cells: ['plain', '13800138000', 'true', '2030-01-02', 'rich text', '27600276000', 'plain!', 'a link'],
      },
      { row: 3, cells: ['#N/A', '2030-01-02 08:30:00', '1.5', '', '', '', '', ''] },
    ]);
    const kinds = await readImportSheet(
      { fileName: 'kinds.xlsx', content },
      { columns: 8, maxRows: 100, cellText: kindAndText },
    );
    expect(kinds[0]?.cells).toEqual([
      'string   plain  ',
      'number 13800138000',
      'boolean true',
      'date 2030-01-02',
      'string rich text',
      'number 27600276000',
      'string plain!',
      'string a link',
    ]);

    const book1904 = new ExcelJS.Workbook();
    book1904.properties.date1904 = true;
    book1904.addWorksheet('Dates').addRows([['Header'], [new Date(Date.UTC(2030, 0, 2))]]);
    expect(await read(Buffer.from(await book1904.xlsx.writeBuffer()), { columns: 1 })).toEqual([
      { row: 2, cells: ['2030-01-02'] },
    ]);
  });

  it('reads what other writers make: prefixed names, rows and cells without references, phonetic guides, escapes, stored parts', async () => {
    const content = await xlsxFile(
      [
        inlineRow(1, ['Header']),
        `<x:row r="2"><x:c r="B2" t="inlineStr"><x:is><x:r><x:t>pre</x:t></x:r><x:r><x:t>fixed</x:t></x:r></x:is></x:c></x:row>`,
        `<row><c><v>7</v></c><c t="s"><v>0</v></c><c t="inlineStr"><is><t>one_x000D_\ntwo _x005F_x0041_</t></is></c></row>`,
        `<row r="5"><c r="A5" s="1"><v>47485</v></c><c r="B5" s="2"><v>47485.5</v></c><c r="C5" s="3"><v>47485</v></c><c r="Z5"><v>9</v></c></row>`,
      ],
      {
        sharedStrings: [`<r><t>東京</t></r><rPh sb="0" eb="2"><t>トウキョウ</t></rPh>`],
        numFormats: `<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy&quot;年&quot;m&quot;月&quot;d&quot;日&quot;"/></numFmts>`,
        cellStyles: `<xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="22"/><xf numFmtId="4"/>`,
        stored: true,
      },
    );
    expect(await read(content, { columns: 3 })).toEqual([
      { row: 2, cells: ['', 'prefixed', ''] },
      { row: 3, cells: ['7', '東京', 'one\r\ntwo _x0041_'] },
      { row: 5, cells: ['2030-01-02', '2030-01-02 12:00:00', '47485'] },
    ]);
  });

  it('removes control characters from every cell, wherever the sheet keeps its text', async () => {
    const content = await xlsxFile(
      [
        inlineRow(1, ['Header']),
        `<row r="2"><c r="A2" t="inlineStr"><is><t>in\u0000line\tkept</t></is></c><c r="B2" t="s"><v>0</v></c><c r="C2" t="str"><f>A2</f><v>for\u0007mula</v></c></row>`,
      ],
      { sharedStrings: ['<t>sha_x0000_red\nkept</t>'] },
    );
    expect(await read(content, { columns: 3 })).toEqual([
      { row: 2, cells: ['inline\tkept', 'shared\nkept', 'formula'] },
    ]);
  });

  it('counts rows whose cells are blank, shared strings too, as empty, also toward the cap', async () => {
    const rows = [inlineRow(1, ['Header'])];
    for (let row = 2; row <= 101; row += 1) rows.push(`<row r="${row}"><c r="A${row}" t="s"><v>0</v></c></row>`);
    rows.push(
      `<row r="102"><c r="A102" t="s"><v>1</v></c><c r="B102" s="1"/></row>`,
      `<row r="103"><c r="A103" t="s"><v>99</v></c><c r="B103" t="inlineStr"><is><t>  </t></is></c></row>`,
    );
    const content = await xlsxFile(rows, { sharedStrings: ['<t>A title</t>', '<t xml:space="preserve">   </t>'] });
    const read100 = await read(content, { columns: 2 });
    expect(read100).toHaveLength(100);
    expect(read100[99]).toEqual({ row: 101, cells: ['A title', ''] });
    expect(await refusal(read(content, { columns: 2, maxRows: 99 }))).toEqual({
      key: 'importTooManyRows',
      params: { max: 99 },
    });
  });

  it('refuses a shared-string table that unpacks past the cap, and a part that is not deflate data', async () => {
    // The sheet's own cap is seen through the module import (moduleImport.test.ts).
    const bomb = await xlsxFile([inlineRow(1, ['Header']), '<row r="2"><c r="A2" t="s"><v>0</v></c></row>'], {
      sharedStrings: [`<t>${'x'.repeat(33 * 1024 * 1024)}</t>`],
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refusal(read(bomb))).toEqual({ key: 'importSheetTooLarge', params: { limit: '32 MB' } });

    const good = await xlsxFile([inlineRow(1, ['Header']), inlineRow(2, ['A'.repeat(2000)])]);
    const sheetAt = good.indexOf('xl/worksheets/sheet1.xml') + 'xl/worksheets/sheet1.xml'.length;
    const broken = Buffer.from(good);
    broken.fill(0xff, sheetAt, sheetAt + 8);
    expect(await refusal(read(broken))).toEqual({ key: 'importWrongType', params: {} });
  });
});
