import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { type FileStorage, STORAGE_AREAS, type StorageArea } from '../storage/fileStorage';

/** Files and multipart bodies for upload tests. */

/** A real 1x1 PNG: signature, IHDR, IDAT, IEND with their CRCs. */
export function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a real JFIF file (SOI, APP0 "JFIF"), then the end marker. */
export const tinyJpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'binary'),
  Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
]);

export function multipart(field: string, fileName: string, mime: string, content: Buffer) {
  const boundary = '----questlineUploadBoundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${mime}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart body of text fields followed by one file part, in that order (as the web sends them). */
export function multipartForm(
  fields: Record<string, string>,
  file: { field: string; fileName: string; content: Buffer },
) {
  const boundary = '----questlineFormBoundary';
  const fieldParts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(fieldParts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * How many files a server's storage holds, or only those of one `area` of it: what a test counts to prove an upload
 * kept or left nothing. On disk, the folder under `dataDir` (DATA_DIR/files, partial ones included); in a bucket
 * (the server-s3 project), the objects the storage lists.
 */
export async function storedFileCount(files: FileStorage, dataDir: string, area?: StorageArea): Promise<number> {
  if (files.driver === 'disk') {
    const folder = path.join(dataDir, 'files', area ?? '');
    if (!fs.existsSync(folder)) return 0;
    return fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  }
  let count = 0;
  for (const listed of area ? [area] : STORAGE_AREAS) {
    for await (const file of files.list(listed)) if (file.key) count += 1;
  }
  return count;
}
