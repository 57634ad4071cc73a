import type { Editor } from '@tiptap/core';

/** Where the text shows a stored image. */
export interface PlacedImage {
  src: string;
  alt: string;
}

/**
 * Stores a pasted, dropped or picked image and answers where the text shows it: an issue's attachment, a
 * knowledge base's image. A refused upload throws; the client has already shown the server's reason (spec point 8).
 */
export type ImageUpload = (file: File) => Promise<PlacedImage>;

export function imagesOf(files: FileList | undefined | null): File[] {
  return Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));
}

/** Each image is uploaded first and then placed at the caret, or where it was dropped. */
export async function insertImages(editor: Editor, upload: ImageUpload, files: File[], at?: number): Promise<void> {
  for (const file of files) {
    try {
      const image = { type: 'image', attrs: await upload(file) };
      if (at === undefined) editor.chain().focus().insertContent(image).run();
      else editor.chain().focus().insertContentAt(at, image).run();
    } catch {
      // The client has already shown the server's reason (wrong type, too large); the next image still goes in.
    }
  }
}
