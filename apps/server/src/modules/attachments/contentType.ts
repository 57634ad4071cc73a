import { type AttachmentKind, IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from '@questline/contract';
import { detectMedia } from '../../storage/mediaType';

/**
 * Spec point 5 "Attachments": images gif, jpg, jpeg, bmp, png and videos mp4, avi, 3gp, told by their
 * first bytes, never by the name or the browser's claimed type. Anything else is a plain file.
 *
 * HTML, SVG and executables are accepted as plain files: testers attach HTML reports, builds and logs,
 * and a plain file is only ever served as application/octet-stream with `Content-Disposition:
 * attachment` and `nosniff`, so a browser saves it and never renders or runs it in our origin.
 */

/** The contract's lists: a name ending in one of these claims to be an image or a video. */
const MEDIA_EXTENSIONS = new Set<string>([...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS]);

/** Control characters, and the marks that reorder text (a name can be made to read "gnp.exe" backwards). */
function isInvisibleControl(code: number): boolean {
  return (
    code < 0x20 ||
    code === 0x7f ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/**
 * The name shown and offered on download: the last path segment (some browsers send the whole path),
 * without control or bidirectional-override characters.
 */
export function displayFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = Array.from(base)
    .filter((char) => !isInvisibleControl(char.codePointAt(0) ?? 0))
    .join('')
    .trim();
  return Array.from(clean || 'file')
    .slice(0, 200)
    .join('');
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export type UploadType =
  { ok: true; kind: AttachmentKind; mimeType: string; fileName: string } | { ok: false; fileName: string };

/**
 * What an upload is: its kind and the type it is served with. For images and videos the name must
 * agree with the content ("wrong file type" otherwise: a PNG named .jpg, or text named .png); a name
 * without an extension gets the content's. Every other file is served as octet-stream.
 */
export function classifyUpload(rawName: string, head: Buffer): UploadType {
  const fileName = displayFileName(rawName);
  const extension = extensionOf(fileName);
  const media = detectMedia(head);
  if (media) {
    if (extension === '')
      return {
        ok: true,
        kind: media.kind,
        mimeType: media.mimeType,
        fileName: `${fileName}.${media.extensions[0] ?? ''}`,
      };
    if (!media.extensions.includes(extension)) return { ok: false, fileName };
    return { ok: true, kind: media.kind, mimeType: media.mimeType, fileName };
  }
  if (MEDIA_EXTENSIONS.has(extension)) return { ok: false, fileName };
  return { ok: true, kind: 'file', mimeType: 'application/octet-stream', fileName };
}

/**
 * Spec point 5 "Avatar and mobile upload": a jpg or png, told by its first bytes alone. A phone names its photos
 * as it likes ("image.jpg" for a PNG screenshot), so the name is given the content's extension rather than
 * refused for disagreeing with it.
 */
export function classifyPhoto(rawName: string, head: Buffer): UploadType {
  const fileName = displayFileName(rawName);
  const media = detectMedia(head);
  if (media?.mimeType !== 'image/jpeg' && media?.mimeType !== 'image/png') return { ok: false, fileName };
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const named = media.extensions.includes(extensionOf(fileName)) ? fileName : `${base}.${media.extensions[0] ?? ''}`;
  return { ok: true, kind: media.kind, mimeType: media.mimeType, fileName: named };
}
