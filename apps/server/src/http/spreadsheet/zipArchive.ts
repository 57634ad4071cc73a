import { failure } from '../errors';

/** Where one part of an .xlsx lies in the uploaded bytes, and how it is packed (0 stored, 8 deflated). */
export interface ZipEntry {
  name: string;
  method: number;
  start: number;
  compressedSize: number;
}

/** An uploaded .xlsx and its parts by name. */
export interface ZipArchive {
  bytes: Buffer;
  /** Part names are case-insensitive (ECMA-376 part 2). */
  entry(name: string): ZipEntry | undefined;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ENCRYPTED = 0x0001;

/** The end-of-central-directory record is last, after a comment of at most 65535 bytes. */
function endOfDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw failure('importWrongType');
}

/**
 * The central directory of an upload held in memory. It is read, rather than the parts in file order, so
 * that any part can be opened in the order the reader needs (Excel writes the sheet before its shared
 * strings) without unpacking anything it does not read. ZIP64 is not read: an upload is a few MB.
 */
export function zipArchive(bytes: Buffer): ZipArchive {
  if (bytes.length < 22) throw failure('importWrongType');
  const end = endOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw failure('importWrongType');
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localHeader = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (localHeader + 30 > bytes.length || bytes.readUInt32LE(localHeader) !== LOCAL_HEADER) {
      throw failure('importWrongType');
    }
    // The local header's own name and extra field may differ in length from the directory's.
    const start = localHeader + 30 + bytes.readUInt16LE(localHeader + 26) + bytes.readUInt16LE(localHeader + 28);
    if ((flags & ENCRYPTED) !== 0 || start + compressedSize > bytes.length) throw failure('importWrongType');
    entries.set(name.toLowerCase(), { name, method, start, compressedSize });
  }
  return { bytes, entry: (name) => entries.get(name.toLowerCase()) };
}
