import { PRIORITY_LABELS, ResultCode } from '@questline/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { checkImportRows, labelCodes, listCell, readImportRows } from './importRows';

const columns = ['importColumnName', 'importColumnParent'] as const;
const priorities = labelCodes(PRIORITY_LABELS);

/** Issue 29: the one row reader of the module, issue and test-case imports. */
describe('import rows', () => {
  it('knows a label in either language and any case, and splits lists as people type them', () => {
    expect(priorities.get('urgent')).toBe(4);
    expect(priorities.get(PRIORITY_LABELS.zh[4])).toBe(4);
    expect(listCell(' ann, bob，cy、 dee; eve；; ')).toEqual(['ann', 'bob', 'cy', 'dee', 'eve']);
  });

  it('answers what every row made, in file order, when no row is wrong', () => {
    const made = checkImportRows(
      [
        { row: 2, cells: ['A', 'Urgent'] },
        { row: 3, cells: ['B', ''] },
      ],
      { columns, locale: 'en' },
      ([name = '', priority = ''], check) => ({
        name,
        priority: check.choice(priority, priorities, 1, 2, 'fieldValue'),
      }),
    );
    expect(made).toEqual([
      { name: 'A', priority: 4 },
      { name: 'B', priority: 2 },
    ]);
  });

  it('refuses with every error by row, in the caller language, counting the rows', () => {
    let error: unknown;
    try {
      checkImportRows(
        [
          { row: 2, cells: ['', 'nope'] },
          { row: 3, cells: ['B', ''] },
          { row: 5, cells: ['', ''] },
        ],
        { columns, locale: 'zh' },
        ([name = '', parent = ''], check) => {
          if (!name) check.wrong('fieldRequired', { field: check.field(0) });
          check.choice(parent, priorities, 1, 1, 'importQuestionLabelUnknown');
          return name;
        },
      );
    } catch (thrown) {
      error = thrown;
    }
    if (!(error instanceof AppError)) throw new Error('expected the row errors');
    expect([error.code, error.key, error.params]).toEqual([ResultCode.fail, 'importRowErrors', { count: 2 }]);
    const errors = error.data as { row: number; msg: string }[];
    expect(errors.map((entry) => entry.row)).toEqual([2, 2, 5]);
    expect(errors[0]?.msg).toContain('模块名称');
    expect(errors[1]?.msg).toContain('nope');
  });

  it('reads the rows under the header of an .xlsx and checks each', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Modules');
    sheet.addRow(['Name', 'Parent']);
    sheet.addRow(['  Pay  ', 'Root']);
    sheet.addRow([]);
    sheet.addRow(['Ship', '']);
    const content = Buffer.from(await book.xlsx.writeBuffer());
    const rows = await readImportRows(
      { fileName: 'modules.xlsx', content },
      { columns, maxRows: 10, locale: 'en' },
      (cells) => cells.join('|'),
    );
    expect(rows).toEqual(['Pay|Root', 'Ship|']);
  });
});
