import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { type ImFile, imUploadFields } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { failure, notFound } from '../../http/errors';
import type { FileToSend } from '../../http/sendFile';
import { ValidationFailure } from '../../http/validation';
import { FileTooLargeError } from '../../storage/fileStorage';
import { SNIFF_BYTES } from '../../storage/mediaType';
import { classifyUpload } from '../attachments/contentType';
import { headTap } from '../attachments/headTap';
import { PENDING_ATTACHMENT_TTL_MS } from '../attachments/purge';
import { ownerVersionCode } from '../projects/ownerPlan';
import { attachmentLimitBytesOf } from '../projects/planLimits';
import { type ConversationRow, conversationAccess } from './conversationAccess';
import { presentFile } from './presenter';

type Db = Kysely<Database>;
type Deps = Pick<AppDeps, 'db' | 'files'>;

const BYTES_PER_MB = 1024 * 1024;

/**
 * The attachment rules of spec point 5 apply to a chat's files (docs/DOMAIN.md "Messaging"): the plan's size limit,
 * a project conversation's by its owner's plan as for the project's attachments, any other by the sender's own; the
 * type told by the content as for attachments.
 */
async function limitBytesFor(db: Db, conversation: ConversationRow, senderId: number): Promise<number> {
  if (conversation.project_id === null) return attachmentLimitBytesOf(await ownerVersionCode(db, senderId));
  const project = await db
    .selectFrom('projects')
    .select('owner_id')
    .where('id', '=', conversation.project_id)
    .executeTakeFirstOrThrow();
  return attachmentLimitBytesOf(await ownerVersionCode(db, project.owner_id));
}

/** Files uploaded and never sent within a day were abandoned (a closed chat, a failed send). */
async function sweepAbandoned(deps: Deps, now: Date): Promise<void> {
  const removed = await deps.db
    .deleteFrom('im_files')
    .where('message_id', 'is', null)
    .where('create_time', '<', new Date(now.getTime() - PENDING_ATTACHMENT_TTL_MS).toISOString())
    .returning('storage_key')
    .execute();
  await Promise.allSettled(removed.map((row) => deps.files.remove(row.storage_key)));
}

/**
 * POST im/file: fields before the file (`conversationId`, then one part named `file`), streamed into the file
 * storage's `im` area and stopped at the limit keeping nothing. The file waits for the uploader's next message
 * in that conversation to take it.
 */
export async function receiveImFile(
  deps: Deps,
  options: { parts: AsyncIterable<Multipart>; userId: number; now: Date },
): Promise<ImFile> {
  const fields: Record<string, string> = {};
  for await (const part of options.parts) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file') {
      part.file.resume();
      continue;
    }
    const parsed = imUploadFields.safeParse({ conversationId: fields.conversationId }, { reportInput: true });
    if (!parsed.success) {
      part.file.resume();
      throw new ValidationFailure(parsed.error.issues);
    }
    return storeImFile(deps, {
      ...options,
      conversationId: parsed.data.conversationId,
      fileName: part.filename,
      source: part.file,
    });
  }
  const parsed = imUploadFields.safeParse({ conversationId: fields.conversationId }, { reportInput: true });
  if (!parsed.success) throw new ValidationFailure(parsed.error.issues);
  throw failure('imFileMissing');
}

async function storeImFile(
  deps: Deps,
  options: { conversationId: number; userId: number; fileName: string; source: Readable; now: Date },
): Promise<ImFile> {
  const { db } = deps;
  const { conversation } = await conversationAccess(db, options);
  const maxBytes = await limitBytesFor(db, conversation, options.userId);
  await sweepAbandoned(deps, options.now);
  const tap = headTap(SNIFF_BYTES);
  options.source.on('error', (error: Error) => tap.destroy(error));
  options.source.pipe(tap);
  let stored;
  try {
    stored = await deps.files.put('im', tap, { maxBytes });
  } catch (error) {
    if (!(error instanceof FileTooLargeError)) throw error;
    throw failure('imFileTooLarge', { max: Math.floor(maxBytes / BYTES_PER_MB) });
  }
  const type = classifyUpload(options.fileName, tap.head());
  if (!type.ok) {
    await deps.files.remove(stored.key);
    throw failure('attachmentWrongType', { name: type.fileName });
  }
  try {
    const row = await db
      .insertInto('im_files')
      .values({
        conversation_id: conversation.id,
        message_id: null,
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
    return presentFile(row);
  } catch (error) {
    await deps.files.remove(stored.key);
    throw error;
  }
}

/**
 * GET im/file/{id}: for the people of its conversation once sent, for its uploader alone while it waits. Pictures
 * and videos inline with their detected type, anything else as a download, as attachments are served.
 */
export async function imFileToSend(db: Db, options: { fileId: number; userId: number }): Promise<FileToSend> {
  const file = await db.selectFrom('im_files').selectAll().where('id', '=', options.fileId).executeTakeFirst();
  if (!file) throw notFound();
  await conversationAccess(db, { conversationId: file.conversation_id, userId: options.userId });
  if (file.message_id === null && file.uploader_id !== options.userId) throw notFound();
  const media = file.kind === 'image' || file.kind === 'video';
  return {
    key: file.storage_key,
    fileName: file.file_name,
    contentType: media ? file.mime_type : 'application/octet-stream',
    disposition: media ? 'inline' : 'attachment',
    cacheControl: 'private, max-age=3600',
  };
}
