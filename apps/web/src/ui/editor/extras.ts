/**
 * What an editor offers beyond the basics (bold, italic, lists, code blocks, pasted and dropped images):
 * - `headings`: levels 1 to 3 and a heading button (the basics keep levels 2 and 3 that pasted text brings);
 * - `links`: links kept, not followed while editing;
 * - `taskLists`, `tables`, `codeLanguages` (highlighted code with a language picker): extensions of their own,
 *   loaded in a chunk of their own only by an editor that asks for them (documentKit.tsx);
 * - `imageButton`: a button that picks image files, beside paste and drop.
 */
export const RICH_TEXT_EXTRAS = ['headings', 'links', 'taskLists', 'tables', 'codeLanguages', 'imageButton'] as const;
export type RichTextExtra = (typeof RICH_TEXT_EXTRAS)[number];

/** The extras whose extensions and tools live in the document kit. */
export const KIT_EXTRAS: readonly RichTextExtra[] = ['taskLists', 'tables', 'codeLanguages'];

export function needsKit(extras: readonly RichTextExtra[]): boolean {
  return extras.some((extra) => KIT_EXTRAS.includes(extra));
}
