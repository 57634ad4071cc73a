import { detectMedia } from '../../storage/mediaType';

/** Enough of a file's head for every signature below. */
export const DISK_SNIFF_BYTES = 16;

const startsWith = (head: Buffer, text: string, at = 0) =>
  head.subarray(at, at + text.length).toString('latin1') === text;

/** Formats the browser plays or shows that attachments do not take, told by their first bytes. */
function detectOther(head: Buffer): string | undefined {
  if (startsWith(head, '%PDF-')) return 'application/pdf';
  if (head.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
  if (startsWith(head, 'OggS')) return 'audio/ogg';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WAVE', 8)) return 'audio/wav';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return 'image/webp';
  if (startsWith(head, 'ID3') || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) return 'audio/mpeg';
  if (startsWith(head, 'fLaC')) return 'audio/flac';
  return undefined;
}

const TEXT_EXTENSIONS: Record<string, string> = {
  txt: 'text/plain',
  log: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
};

/**
 * The type a disk file is served with: media by their first bytes, never by the name; plain text by a text name
 * when its head holds no NUL byte; everything else octet-stream, always saved, never shown (ADR 0010).
 */
export function diskMimeType(name: string, head: Buffer): string {
  if (head.length >= 4) {
    const media = detectMedia(head)?.mimeType ?? detectOther(head);
    if (media) return media;
  }
  const extension = name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
  const text = TEXT_EXTENSIONS[extension];
  if (text && !head.includes(0)) return text;
  return 'application/octet-stream';
}
