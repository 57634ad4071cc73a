import { recordingPartOf } from '@questline/contract';
import { type UploadType, displayFileName } from '../attachments/contentType';

/** EBML's magic number; a WebM file then names its DocType "webm" in the header's first few dozen bytes. */
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** Enough of the head for the EBML header of every recorder's WebM (sizes may be written on up to 8 bytes). */
export const RECORDING_SNIFF_BYTES = 64;

function isWebm(head: Buffer): boolean {
  return head.subarray(0, EBML.length).equals(EBML) && head.includes('webm', EBML.length, 'latin1');
}

/** A JSON object's first byte, after any byte-order mark and white space. */
function isJsonObject(head: Buffer): boolean {
  return /^\uFEFF?\s*\{/.test(head.toString('utf8'));
}

/**
 * What a part of a screen recording is (ADR 0119): the WebM video, played inline like the videos of spec point 5,
 * or the JSON log beside it, a plain file saved on download. The name and the content must both say so; anything
 * else is refused, so the recording path is not a way around the attachment types of spec point 5.
 */
export function classifyRecordingPart(rawName: string, head: Buffer): UploadType {
  const fileName = displayFileName(rawName);
  const part = recordingPartOf(fileName);
  if (part === 'video' && isWebm(head)) return { ok: true, kind: 'video', mimeType: 'video/webm', fileName };
  if (part === 'log' && isJsonObject(head))
    return { ok: true, kind: 'file', mimeType: 'application/octet-stream', fileName };
  return { ok: false, fileName };
}
