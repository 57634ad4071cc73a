import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import {
  MOBILE_PHOTO_MAX_BYTES,
  type QuestionAttachment,
  ResultCode,
  attachmentUploadFields,
} from '@questline/contract';
import type { AppDeps } from '../../deps';
import { AppError, failure, notFound } from '../../http/errors';
import { liveEntry } from '../disk/tree';
import { ValidationFailure } from '../../http/validation';
import { FileTooLargeError } from '../../storage/fileStorage';
import { ownerVersionCode } from '../projects/ownerPlan';
import { attachmentLimitBytesOf, limitsOf } from '../projects/planLimits';
import { writableProjectAccess } from '../projects/policy';
import { assertRecordingAllowed } from '../recording/availability';
import { RECORDING_SNIFF_BYTES, classifyRecordingPart } from '../recording/recordingFile';
import { SNIFF_BYTES } from '../../storage/mediaType';
import { classifyPhoto, classifyUpload } from './contentType';
import { presentAttachment } from './presenter';
import { headTap } from './headTap';

const BYTES_PER_MB = 1024 * 1024;

export interface StoreOptions {
  projectId: number;
  /** The file's name as its sender gave it, and its bytes. */
  fileName: string;
  source: Readable;
  userId: number;
  now: Date;
  /** The request's Content-Length: what the sender meant to send, for the limit answer's `current`. */
  contentLength: number | undefined;
  /** A part of a screen recording (ADR 0119): paid projects only, and only its WebM video or JSON log. */
  recording?: boolean;
  /** Spec point 5 "Avatar and mobile upload": only a jpg or png photo of at most 10 MB (issue 32). */
  photo?: boolean;
}

/**
 * Spec point 5 "Attachments" for one file, uploaded, taken from the network disk or sent from a phone: the caller
 * must be a member of a writable project; the file is streamed to storage and reading stops at the owner's plan
 * limit (500101, nothing kept), or at 10 MB for a phone's photo; the content decides the kind. The new attachment
 * is pending (no issue) until create, edit or a comment claims it.
 */
export async function storeAttachment(
  deps: Pick<AppDeps, 'db' | 'files'>,
  options: StoreOptions,
): Promise<QuestionAttachment> {
  const { project } = await writableProjectAccess(deps.db, {
    projectId: options.projectId,
    userId: options.userId,
    atLeast: 'member',
    now: options.now,
  });
  const versionCode = await ownerVersionCode(deps.db, project.owner_id);
  // Refused before a byte is stored: the browser may still be sending a long video.
  if (options.recording) assertRecordingAllowed(versionCode);
  const planBytes = attachmentLimitBytesOf(versionCode);
  const maxBytes = options.photo ? Math.min(planBytes, MOBILE_PHOTO_MAX_BYTES) : planBytes;

  const tap = headTap(options.recording ? RECORDING_SNIFF_BYTES : SNIFF_BYTES);
  options.source.on('error', (error) => tap.destroy(error));
  options.source.pipe(tap);
  let stored;
  try {
    stored = await deps.files.put('attachments', tap, { maxBytes });
  } catch (error) {
    if (!(error instanceof FileTooLargeError)) throw error;
    // A phone's visitor cannot upgrade the owner's plan: they are told the photo rule alone.
    if (options.photo) throw failure('mobileUploadTooLarge', { max: Math.floor(maxBytes / BYTES_PER_MB) });
    const limit = limitsOf(versionCode).attachmentLimitMb;
    const sent = Math.max(options.contentLength ?? 0, maxBytes + 1);
    const current = Math.ceil((sent / BYTES_PER_MB) * 10) / 10;
    throw new AppError(
      ResultCode.planLimit,
      'attachmentTooLarge',
      { max: limit },
      { limit, current, versionCode, kind: 'attachmentSize' },
    );
  }

  const classify = options.recording ? classifyRecordingPart : options.photo ? classifyPhoto : classifyUpload;
  const type = classify(options.fileName, tap.head());
  if (!type.ok) {
    await deps.files.remove(stored.key);
    const refusal = options.recording
      ? 'recordingWrongFile'
      : options.photo
        ? 'mobileUploadNotPhoto'
        : 'attachmentWrongType';
    throw failure(refusal, { name: type.fileName });
  }
  try {
    const row = await deps.db
      .insertInto('question_attachments')
      .values({
        project_id: project.id,
        question_id: null,
        comment_id: null,
        uploader_id: options.userId,
        storage_key: stored.key,
        file_name: type.fileName,
        kind: type.kind,
        mime_type: type.mimeType,
        size: stored.size,
        create_time: options.now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return await presentAttachment(deps.db, row);
  } catch (error) {
    await deps.files.remove(stored.key);
    throw error;
  }
}

/**
 * POST questionAttachment/upload: fields before the file (the web sends `projectId`, and `source` for a
 * part of a screen recording, first), one file part named `file`. The file is handled as it arrives, so nothing is buffered whole.
 */
export async function receiveAttachment(
  deps: Pick<AppDeps, 'db' | 'files'>,
  options: { parts: AsyncIterable<Multipart>; userId: number; now: Date; contentLength: number | undefined },
): Promise<QuestionAttachment> {
  const fields: Record<string, string> = {};
  for await (const part of options.parts) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
    } else if (part.fieldname === 'file') {
      const parsed = attachmentUploadFields.safeParse(
        { projectId: fields.projectId, source: fields.source },
        { reportInput: true },
      );
      if (!parsed.success) {
        part.file.resume();
        throw new ValidationFailure(parsed.error.issues);
      }
      return storeAttachment(deps, {
        ...options,
        projectId: parsed.data.projectId,
        recording: parsed.data.source === 'recording',
        fileName: part.filename,
        source: part.file,
      });
    } else {
      part.file.resume();
    }
  }
  const parsed = attachmentUploadFields.safeParse({ projectId: fields.projectId }, { reportInput: true });
  if (!parsed.success) throw new ValidationFailure(parsed.error.issues);
  throw failure('attachmentFileMissing');
}

/**
 * POST questionAttachment/fromDisk (issue 32): a file of the caller's network disk becomes a pending attachment of
 * the project without being uploaded again; the server copies it, so removing either leaves the other whole. The
 * project's plan limit and the content check apply as to an upload.
 */
export async function attachFromDisk(
  deps: Pick<AppDeps, 'db' | 'files'>,
  options: { projectId: number; entryId: number; userId: number; now: Date },
): Promise<QuestionAttachment> {
  const { entry } = await liveEntry(deps.db, options.userId, options.entryId);
  const source = entry.kind === 'file' && entry.storage_key ? await deps.files.get(entry.storage_key) : undefined;
  if (!source) throw notFound();
  return storeAttachment(deps, {
    projectId: options.projectId,
    fileName: entry.name,
    source,
    userId: options.userId,
    now: options.now,
    contentLength: Number(entry.size),
  });
}
