import { createDeflateRaw, crc32 } from 'node:zlib';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

interface ZippedPart {
  name: Buffer;
  /** 0 stored, 8 deflated. */
  method: number;
  data: Buffer;
  size: number;
  crc: number;
}

/**
 * One part packed as it is produced, so a sheet of a million rows never sits whole in memory; deflated at the
 * fastest level, which still packs that sheet under the 5 MB upload limit.
 */
async function zipPart(name: string, texts: Iterable<string>, stored: boolean): Promise<ZippedPart> {
  const deflate = createDeflateRaw({ level: 1 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let size = 0;
  let crc = 0;
  let batch: string[] = [];
  const flush = async () => {
    const bytes = Buffer.from(batch.join(''));
    batch = [];
    size += bytes.length;
    crc = crc32(bytes, crc);
    if (stored) out.push(bytes);
    else if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  for (const text of texts) {
    batch.push(text);
    if (batch.length === 10_000) await flush();
  }
  await flush();
  if (!stored) {
    deflate.end();
    await ended;
  }
  return { name: Buffer.from(name), method: stored ? 0 : 8, data: Buffer.concat(out), size, crc };
}

/** The zip container: local headers and data, then the central directory (no ZIP64: test files are small). */
function zip(parts: readonly ZippedPart[]): Buffer {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(part.name.length, 26);
    chunks.push(local, part.name, part.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.method, 10);
    central.writeUInt32LE(part.crc >>> 0, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(part.name.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, part.name);
    offset += local.length + part.name.length + part.data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directoryBytes, end]);
}

export const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`);

/** `<row>` markup of inline-string cells from column A; the text goes in escaped but otherwise as it is. */
export function inlineRow(row: number, cells: readonly string[]): string {
  const markup = cells.map(
    (text, index) =>
      `<c r="${String.fromCharCode(65 + index)}${row}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`,
  );
  return `<row r="${row}">${markup.join('')}</row>`;
}

/**
 * Tests only: an .xlsx written part by part, holding what exceljs will not write (a NUL in a cell, a million
 * rows in a second or two, phonetic guides, stored parts). `rows` is the markup inside `<sheetData>`;
 * `sharedStrings` the markup inside each `<si>`; `numFormats` the `<numFmts>` element and `cellStyles` the `<xf>`s
 * of `<cellXfs>` of the styles part.
 */
export async function xlsxFile(
  rows: Iterable<string>,
  options: { sharedStrings?: readonly string[]; numFormats?: string; cellStyles?: string; stored?: boolean } = {},
): Promise<Buffer> {
  const { sharedStrings, cellStyles, stored = false } = options;
  const type = (part: string, kind: string) =>
    `<Override PartName="/xl/${part}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.${kind}+xml"/>`;
  const relationship = (id: string, kind: string, target: string) =>
    `<Relationship Id="${id}" Type="${OFFICE}/${kind}" Target="${target}"/>`;
  const parts = [
    zipPart(
      '[Content_Types].xml',
      [
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`,
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`,
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>`,
        `<Default Extension="xml" ContentType="application/xml"/>`,
        type('workbook.xml', 'sheet.main'),
        type('worksheets/sheet1.xml', 'worksheet'),
        sharedStrings ? type('sharedStrings.xml', 'sharedStrings') : '',
        cellStyles ? type('styles.xml', 'styles') : '',
        `</Types>`,
      ],
      stored,
    ),
    zipPart(
      '_rels/.rels',
      [
        `<Relationships xmlns="${RELATIONSHIPS}">`,
        relationship('rId1', 'officeDocument', 'xl/workbook.xml'),
        `</Relationships>`,
      ],
      stored,
    ),
    zipPart(
      'xl/workbook.xml',
      [
        `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE}">`,
        `<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ],
      stored,
    ),
    zipPart(
      'xl/_rels/workbook.xml.rels',
      [
        `<Relationships xmlns="${RELATIONSHIPS}">`,
        relationship('rId1', 'worksheet', 'worksheets/sheet1.xml'),
        sharedStrings ? relationship('rId2', 'sharedStrings', 'sharedStrings.xml') : '',
        cellStyles ? relationship('rId3', 'styles', 'styles.xml') : '',
        `</Relationships>`,
      ],
      stored,
    ),
    zipPart(
      'xl/worksheets/sheet1.xml',
      [`<worksheet xmlns="${MAIN}"><sheetData>`, ...rows, `</sheetData></worksheet>`],
      stored,
    ),
    ...(sharedStrings
      ? [
          zipPart(
            'xl/sharedStrings.xml',
            [
              `<sst xmlns="${MAIN}" count="${sharedStrings.length}" uniqueCount="${sharedStrings.length}">`,
              ...sharedStrings.map((markup) => `<si>${markup}</si>`),
              `</sst>`,
            ],
            stored,
          ),
        ]
      : []),
    ...(cellStyles
      ? [
          zipPart(
            'xl/styles.xml',
            [`<styleSheet xmlns="${MAIN}">${options.numFormats ?? ''}<cellXfs>${cellStyles}</cellXfs></styleSheet>`],
            stored,
          ),
        ]
      : []),
  ];
  return zip(await Promise.all(parts));
}

/** The sheet of issue 28 point 10: a million filled rows (shared string 0), 55 MB of XML zipped into 4.9 MB. */
export function* millionRows(): Generator<string> {
  for (let row = 1; row <= 1_000_000; row += 1) {
    yield `<row r="${row}"><c r="A${row}" t="s"><v>0</v></c></row>`;
  }
}
