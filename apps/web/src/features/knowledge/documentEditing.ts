import { uploadImage } from '../../api/knowledge';
import type { ImageUpload } from '../../ui/editor/images';
import type { RichTextExtra } from '../../ui/editor/extras';

/** A document is written with everything the editor offers (issue 15: headings, tables, highlighted code, tasks). */
export const DOCUMENT_EXTRAS: readonly RichTextExtra[] = [
  'headings',
  'links',
  'taskLists',
  'tables',
  'codeLanguages',
  'imageButton',
];

/** A document's images go to its knowledge base's image storage. */
export function knowledgeImageUpload(kbId: number): ImageUpload {
  return async (file) => {
    const uploaded = (await uploadImage(kbId, file, file.name || 'image.png')).data;
    return { src: uploaded.url, alt: file.name };
  };
}
