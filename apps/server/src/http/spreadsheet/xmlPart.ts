import type * as Htmlparser2 from 'htmlparser2';
import { lazyPackage } from '../../lazyPackage';
import { partChunks } from './partChunks';
import type { ZipArchive, ZipEntry } from './zipArchive';

/** Loaded with the first import, not at start-up (ADR 0094); the knowledge base loads the same package. */
const htmlparser2 = lazyPackage<typeof Htmlparser2>('htmlparser2');

/** What a part's reader hears: elements by local name (other writers than Excel spell `c` as `x:c`). */
export interface XmlEvents {
  open?(name: string, attributes: Readonly<Record<string, string>>): void;
  text?(text: string): void;
  close?(name: string): void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Reads one XML part of the archive as a stream of events (htmlparser2 in XML mode decodes entities and
 * CDATA), until the part ends or `enough()` says the reader has what it needs. An event handler that throws
 * stops the reading with its error.
 */
export async function readXmlPart(
  archive: ZipArchive,
  entry: ZipEntry,
  events: XmlEvents,
  enough: () => boolean = () => false,
): Promise<void> {
  const { Parser } = htmlparser2();
  const parser = new Parser(
    {
      onopentag: (name, attributes) => events.open?.(localName(name), attributes),
      ontext: (text) => events.text?.(text),
      onclosetag: (name) => events.close?.(localName(name)),
    },
    { xmlMode: true },
  );
  const decoder = new TextDecoder();
  for await (const chunk of partChunks(archive, entry)) {
    parser.write(decoder.decode(chunk, { stream: true }));
    if (enough()) return;
  }
  parser.end(decoder.decode());
}
