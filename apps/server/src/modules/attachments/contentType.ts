import { type AttachmentKind, IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from '@questline/contract';

/**
 * Spec point 5 "Attachments": images gif, jpg, jpeg, bmp, png and videos mp4, avi, 3gp, told by their
 * first bytes, never by the name or the browser's claimed type. Anything else is a plain file.
 *
 * HTML, SVG and executables are accepted as plain files: testers attach HTML reports, builds and logs,
 * and a plain file is only ever served as application/octet-stream with `Content-Disposition:
 * attachment` and `nosniff`, so a browser saves it and never renders or runs it in our origin.
 */

/** Enough of the head for every signature below. */
export const SNIFF_BYTES = 32;

type MediaFormat = 'gif' | 'jpeg' | 'png' | 'bmp' | 'mp4' | 'avi' | '3gp';

interface MediaType {
  kind: 'image' | 'video';
  mimeType: string;
  /** Names that agree with the content; the first is added to a name without an extension. */
  extensions: readonly string[];
}

const MEDIA: Record<MediaFormat, MediaType> = {
  gif: { kind: 'image', mimeType: 'image/gif', extensions: ['gif'] },
  jpeg: { kind: 'image', mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  png: { kind: 'image', mimeType: 'image/png', extensions: ['png'] },
  bmp: { kind: 'image', mimeType: 'image/bmp', extensions: ['bmp'] },
  mp4: { kind: 'video', mimeType: 'video/mp4', extensions: ['mp4'] },
  avi: { kind: 'video', mimeType: 'video/x-msvideo', extensions: ['avi'] },
  '3gp': { kind: 'video', mimeType: 'video/3gpp', extensions: ['3gp'] },
};

/** The contract's lists: a name ending in one of these claims to be an image or a video. */
const MEDIA_EXTENSIONS = new Set<string>([...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS]);

/** Every extension some format answers to (a test holds this equal to the contract's lists). */
export const DETECTED_EXTENSIONS = Object.values(MEDIA).flatMap((media) => media.extensions);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
/** BITMAPCOREHEADER, the OS/2 and Windows info headers up to BITMAPV5HEADER. */
const BMP_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);
/** ISO base media major brands that browsers play as MP4 (QuickTime, HEIF and audio-only brands are not). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'mmp4',
  'dash',
  'MSNV',
  'NDAS',
  'F4V ',
]);

const ascii = (head: Buffer, start: number, end: number) => head.toString('latin1', start, end);

function detectFormat(head: Buffer): MediaFormat | undefined {
  if (head.subarray(0, PNG.length).equals(PNG)) return 'png';
  if (head.subarray(0, JPEG.length).equals(JPEG)) return 'jpeg';
  const six = ascii(head, 0, 6);
  if (six === 'GIF87a' || six === 'GIF89a') return 'gif';
  // "BM" alone is two letters of text; the zero reserved field and a known header size make it a bitmap.
  if (ascii(head, 0, 2) === 'BM' && head.length >= 18 && head.readUInt32LE(6) === 0) {
    if (BMP_HEADER_SIZES.has(head.readUInt32LE(14))) return 'bmp';
  }
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'AVI ') return 'avi';
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (brand.startsWith('3gp') || brand.startsWith('3g2')) return '3gp';
    if (MP4_BRANDS.has(brand)) return 'mp4';
  }
  return undefined;
}

/** The image and video formats of spec point 5 only; the file's head is enough. */
export function detectMedia(head: Buffer): MediaType | undefined {
  const format = detectFormat(head);
  return format ? MEDIA[format] : undefined;
}

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
  const format = detectFormat(head);
  if (format !== 'jpeg' && format !== 'png') return { ok: false, fileName };
  const media = MEDIA[format];
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const named = media.extensions.includes(extensionOf(fileName)) ? fileName : `${base}.${media.extensions[0] ?? ''}`;
  return { ok: true, kind: media.kind, mimeType: media.mimeType, fileName: named };
}
