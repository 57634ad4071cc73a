import ExcelJS from 'exceljs';

/** Tests only: an .xlsx laid out like the import template, with the given data rows below the header. */
export async function moduleWorkbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Modules');
  sheet.addRow(['Module name', 'Parent module name', 'Default handler phone']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Tests only: the multipart body the web's import dialog sends (fields, then the `file` part). */
export function importForm(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const boundary = '----questlineImportBoundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
