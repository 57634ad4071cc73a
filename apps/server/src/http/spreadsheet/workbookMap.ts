import path from 'node:path';
import { failure } from '../errors';
import { readXmlPart } from './xmlPart';
import type { ZipArchive, ZipEntry } from './zipArchive';

/** The parts an import reads, found through the package's relationships as Excel does. */
export interface WorkbookMap {
  /** The first sheet in the workbook's own order (what exceljs called `worksheets[0]`); none in an empty book. */
  sheet: ZipEntry | undefined;
  sharedStrings: ZipEntry | undefined;
  styles: ZipEntry | undefined;
  /** Dates count from 1904 rather than 1900 (old Mac workbooks). */
  date1904: boolean;
}

interface Relationship {
  type: string;
  target: string;
}

/** The relationships of `part` (its `_rels/<name>.rels`), targets resolved to part names. */
async function relationships(archive: ZipArchive, part: string): Promise<Map<string, Relationship>> {
  const found = new Map<string, Relationship>();
  const folder = path.posix.dirname(part);
  const entry = archive.entry(path.posix.join(folder, '_rels', `${path.posix.basename(part)}.rels`));
  if (!entry) return found;
  await readXmlPart(archive, entry, {
    open(name, { Id, Type, Target, TargetMode }) {
      if (name !== 'Relationship' || !Id || !Type || !Target || TargetMode === 'External') return;
      // A target is relative to the source part's folder, or absolute from the package root.
      const target = Target.startsWith('/') ? Target.slice(1) : path.posix.join(folder, Target);
      found.set(Id, { type: Type, target: path.posix.normalize(target) });
    },
  });
  return found;
}

const ofType = (found: Map<string, Relationship>, type: string) =>
  [...found.values()].find((relationship) => relationship.type.endsWith(`/${type}`));

export async function readWorkbookMap(archive: ZipArchive): Promise<WorkbookMap> {
  const workbookPart = ofType(await relationships(archive, ''), 'officeDocument')?.target ?? 'xl/workbook.xml';
  const workbook = archive.entry(workbookPart);
  if (!workbook) throw failure('importWrongType');
  let firstSheet: string | undefined;
  let date1904 = false;
  await readXmlPart(
    archive,
    workbook,
    {
      open(name, attributes) {
        if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
        // The relationship id is namespaced (`r:id`), under whatever prefix the writer chose.
        if (name === 'sheet') firstSheet ??= Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1];
      },
    },
    () => firstSheet !== undefined,
  );
  const related = await relationships(archive, workbookPart);
  const entryOf = (relationship: Relationship | undefined) =>
    relationship ? archive.entry(relationship.target) : undefined;
  return {
    sheet: entryOf(firstSheet === undefined ? undefined : related.get(firstSheet)),
    sharedStrings: entryOf(ofType(related, 'sharedStrings')),
    styles: entryOf(ofType(related, 'styles')),
    date1904,
  };
}
