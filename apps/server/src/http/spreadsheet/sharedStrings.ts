import { cellString } from './sheetCell';
import { readXmlPart } from './xmlPart';
import type { ZipArchive, ZipEntry } from './zipArchive';

/**
 * Calls `found` with each string of the shared-string table in order: the text of its `<t>` elements, rich
 * text runs joined, phonetic guides (`<rPh>`) left out, until `enough()`.
 */
async function eachSharedString(
  archive: ZipArchive,
  entry: ZipEntry,
  found: (index: number, text: string) => void,
  enough: () => boolean = () => false,
): Promise<void> {
  let index = 0;
  let parts: string[] = [];
  let inText = false;
  let phonetic = 0;
  await readXmlPart(
    archive,
    entry,
    {
      open(name) {
        if (name === 'si') parts = [];
        else if (name === 'rPh') phonetic += 1;
        else if (name === 't') inText = phonetic === 0;
      },
      text(text) {
        if (inText) parts.push(text);
      },
      close(name) {
        if (name === 't') inText = false;
        else if (name === 'rPh') phonetic -= 1;
        else if (name === 'si') {
          found(index, cellString(parts.join('')));
          index += 1;
        }
      },
    },
    enough,
  );
}

/**
 * Which shared strings hold more than blanks, one bit each: whether a row is filled is known as the sheet
 * streams by, while the table's texts are read afterwards for the few rows kept (a table of a million
 * strings would otherwise sit in memory).
 */
export async function filledSharedStrings(archive: ZipArchive, entry: ZipEntry): Promise<(index: number) => boolean> {
  let bits = new Uint8Array(1024);
  await eachSharedString(archive, entry, (index, text) => {
    if (text.trim() === '') return;
    if (index >> 3 >= bits.length) {
      const grown = new Uint8Array(Math.max(bits.length * 2, (index >> 3) + 1));
      grown.set(bits);
      bits = grown;
    }
    bits[index >> 3] = (bits[index >> 3] ?? 0) | (1 << (index & 7));
  });
  return (index) => ((bits[index >> 3] ?? 0) & (1 << (index & 7))) !== 0;
}

/** The texts of the shared strings at `indexes`, read up to the last of them. */
export async function sharedStringsAt(
  archive: ZipArchive,
  entry: ZipEntry,
  indexes: ReadonlySet<number>,
): Promise<Map<number, string>> {
  const texts = new Map<number, string>();
  if (indexes.size === 0) return texts;
  const last = Math.max(...indexes);
  let done = false;
  await eachSharedString(
    archive,
    entry,
    (index, text) => {
      if (indexes.has(index)) texts.set(index, text);
      done = index >= last;
    },
    () => done,
  );
  return texts;
}
