/**
 * Spec point 5: the image and video formats a stored file may be, told by its first bytes, never by its name or
 * the browser's claimed type. Beneath the modules, so the picture store of http/storedImage.ts checks content with
 * the same signatures as the attachments' classification (modules/attachments/contentType.ts).
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
