import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import {
  HistoryCode,
  type MobileUploadArrival,
  type MobileUploadReceipt,
  type QuestionAttachment,
  type QuestionStatus,
  mobileUploadTokenBody,
} from '@questline/contract';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { claimAttachments } from '../attachments/claim';
import { storeAttachment } from '../attachments/upload';
import { recordHistory } from '../issues/history';
import { type MobileUploadRow, invalidCode, liveMobileUpload, refuseEnded } from './codes';
import type { AttachTarget } from './mayAttach';
import { stillAllowed } from './visit';
import { nextUpdateTime } from '../../db/optimisticLock';

type Deps = Pick<AppDeps, 'db' | 'files' | 'realtime' | 'questionEvents'>;

/**
 * Takes one of the code's places before the photo is stored: a conditional update, so two photos sent at once
 * never pass the code's limit, and a code closed or expired a moment ago takes nothing.
 */
async function takePlace(deps: Deps, code: MobileUploadRow, now: Date): Promise<void> {
  const taken = await deps.db
    .updateTable('mobile_uploads')
    .set((eb) => ({ received: eb('received', '+', 1) }))
    .where('id', '=', code.id)
    .where('close_time', 'is', null)
    .where('expire_time', '>', now.toISOString())
    .whereRef('received', '<', 'max_photos')
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) return;
  // Lost a race: the code's own state now says why.
  const ended = await deps.db
    .selectFrom('mobile_uploads')
    .selectAll()
    .where('id', '=', code.id)
    .executeTakeFirstOrThrow();
  refuseEnded(ended, now);
  throw failure('mobileUploadFull', { max: ended.max_photos });
}

async function givePlaceBack(deps: Deps, code: MobileUploadRow): Promise<void> {
  await deps.db
    .updateTable('mobile_uploads')
    .set((eb) => ({ received: eb('received', '-', 1) }))
    .where('id', '=', code.id)
    .execute();
}

/** A stored photo the issue refused (its limit reached meanwhile): neither row nor file is kept. */
async function forget(deps: Deps, attachmentId: number): Promise<void> {
  const row = await deps.db
    .deleteFrom('question_attachments')
    .where('id', '=', attachmentId)
    .returning('storage_key')
    .executeTakeFirst();
  if (row) await deps.files.remove(row.storage_key);
}

/**
 * A photo for an issue is added to it at once, as an edit of the issue would: linked within the issue's limit,
 * its updateTime moved on (a form opened before cannot save the old list back) and a history row naming the file.
 */
async function addToIssue(
  deps: Deps,
  code: MobileUploadRow,
  question: NonNullable<AttachTarget['question']>,
  attachment: QuestionAttachment,
  now: Date,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await claimAttachments(trx, {
      projectId: code.project_id,
      questionId: question.id,
      attachmentIds: [attachment.attachmentId],
      userId: code.user_id,
    });
    const current = await trx
      .selectFrom('questions')
      .select('update_time')
      .where('id', '=', question.id)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('questions')
      .set({ update_time: nextUpdateTime(current.update_time, now) })
      .where('id', '=', question.id)
      .execute();
    await recordHistory(trx, [
      {
        questionId: question.id,
        code: HistoryCode.modify,
        operatorId: code.user_id,
        note: attachment.fileName,
        detail: { addedAttachment: attachment.fileName, fromPhone: true },
        now,
      },
    ]);
  });
}

/** After commit: the person's desktop shows the photo, and the issue's project room refreshes what it shows. */
function tell(deps: Deps, code: MobileUploadRow, target: AttachTarget, attachment: QuestionAttachment): void {
  const arrival: MobileUploadArrival = {
    mobileUploadId: code.id,
    projectId: code.project_id,
    questionId: target.question?.id ?? null,
    attachment,
  };
  deps.realtime.tellMobileUpload(code.user_id, arrival);
  const question = target.question;
  if (!question) return;
  // A modify that adds nobody tells no one in person (notices/recipients.ts); live views still refetch.
  deps.questionEvents.emit([
    {
      projectId: question.project_id,
      questionId: question.id,
      number: question.number,
      questionName: question.title,
      code: HistoryCode.modify,
      operatorId: code.user_id,
      toStatus: question.status as QuestionStatus,
      recipientIds: [],
      addedHandlerIds: [],
      addedCcIds: [],
    },
  ]);
}

/** One photo under a live code whose person may still add it there; every refusal keeps nothing. */
async function receiveOne(
  deps: Deps,
  options: { token: string; fileName: string; file: Readable; now: Date },
): Promise<MobileUploadReceipt> {
  const { now } = options;
  const code = await liveMobileUpload(deps.db, options.token, now);
  const target = await stillAllowed(deps.db, code, now);
  await takePlace(deps, code, now);
  let attachment: QuestionAttachment;
  try {
    attachment = await storeAttachment(deps, {
      projectId: code.project_id,
      fileName: options.fileName,
      source: options.file,
      userId: code.user_id,
      now,
      contentLength: undefined,
      photo: true,
    });
  } catch (error) {
    await givePlaceBack(deps, code);
    throw error;
  }
  try {
    if (target.question) await addToIssue(deps, code, target.question, attachment, now);
    await deps.db
      .insertInto('mobile_upload_photos')
      .values({ mobile_upload_id: code.id, attachment_id: attachment.attachmentId })
      .execute();
  } catch (error) {
    await forget(deps, attachment.attachmentId);
    await givePlaceBack(deps, code);
    throw error;
  }
  tell(deps, code, target, attachment);
  const after = await deps.db
    .selectFrom('mobile_uploads')
    .select(['received', 'max_photos'])
    .where('id', '=', code.id)
    .executeTakeFirstOrThrow();
  return {
    fileName: attachment.fileName,
    size: attachment.size,
    received: after.received,
    maxPhotos: after.max_photos,
  };
}

/**
 * POST anonymous/mobileUpload: the field `token` first, then one part `file`, handled as it arrives. The token is
 * the only credential: no session is read, and the photo is stored as its person's own upload.
 */
export async function receiveMobilePhoto(
  deps: Deps,
  options: { parts: AsyncIterable<Multipart>; now: Date },
): Promise<MobileUploadReceipt> {
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
    const parsed = mobileUploadTokenBody.safeParse({ token: fields.token });
    if (!parsed.success) {
      part.file.resume();
      throw invalidCode();
    }
    return receiveOne(deps, { token: parsed.data.token, fileName: part.filename, file: part.file, now: options.now });
  }
  throw failure('mobileUploadFileMissing');
}
