import {
  MOBILE_UPLOAD_MAX_PHOTOS,
  MOBILE_UPLOAD_MINUTES,
  type MobileUploadClosed,
  type MobileUploadTicket,
  QUESTION_ATTACHMENTS_MAX,
  ResultCode,
  mobileUploadPage,
} from '@questline/contract';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { MobileUploadTable } from '../../db/mobileUploadSchema';
import { AppError, failure, notFound } from '../../http/errors';
import { presentAttachments } from '../attachments/presenter';
import { mayAttachThere } from './mayAttach';

export type MobileUploadRow = Selectable<MobileUploadTable>;

const MINUTE_MS = 60_000;
/** Ended codes are kept a day (a phone that reopens its page is told why), then deleted when someone opens a new one. */
const KEPT_MS = 86_400_000;

/** Codes are found by the hash of their token alone, as sessions are: the database never holds a usable token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * POST questionAttachment/mobileUpload: a new code for the caller, bound to the issue or, without one, to the
 * caller's issue form in the project. It takes at most the room the target has: the attachment limit less
 * what it holds, or what the form says it can still take.
 */
export async function openMobileUpload(
  db: Kysely<Database>,
  options: { userId: number; projectId: number; questionId?: number; maxPhotos?: number; now: Date },
): Promise<MobileUploadTicket> {
  const { userId, projectId, now } = options;
  const questionId = options.questionId ?? null;
  await mayAttachThere(db, { userId, projectId, questionId, now });
  let room = Math.min(options.maxPhotos ?? MOBILE_UPLOAD_MAX_PHOTOS, MOBILE_UPLOAD_MAX_PHOTOS);
  if (questionId !== null) {
    const held = await db
      .selectFrom('question_attachments')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('question_id', '=', questionId)
      .where('comment_id', 'is', null)
      .executeTakeFirstOrThrow();
    room = Math.min(room, QUESTION_ATTACHMENTS_MAX - Number(held.count));
    if (room <= 0) throw failure('attachmentTooMany', { max: QUESTION_ATTACHMENTS_MAX });
  }
  await db
    .deleteFrom('mobile_uploads')
    .where('expire_time', '<', new Date(now.getTime() - KEPT_MS).toISOString())
    .execute();
  const token = randomBytes(32).toString('base64url');
  const expireTime = new Date(now.getTime() + MOBILE_UPLOAD_MINUTES * MINUTE_MS).toISOString();
  const row = await db
    .insertInto('mobile_uploads')
    .values({
      user_id: userId,
      project_id: projectId,
      question_id: questionId,
      token_hash: tokenHash(token),
      max_photos: room,
      expire_time: expireTime,
      close_time: null,
      create_time: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { mobileUploadId: row.id, token, path: mobileUploadPage(token), expireTime, maxPhotos: room };
}

/** A token never made (or mistyped): nothing tells which. */
export const invalidCode = () => new AppError(ResultCode.notFound, 'mobileUploadInvalid');

/**
 * Why a code no longer takes photos, if it does not: closed by the desktop, every photo it takes received, or
 * expired. The person holding the phone is told which, so they know to show a new code.
 */
export function refuseEnded(row: MobileUploadRow, now: Date): void {
  if (row.close_time !== null) throw failure('mobileUploadClosed');
  if (row.received >= row.max_photos) throw failure('mobileUploadFull', { max: row.max_photos });
  if (row.expire_time <= now.toISOString()) throw failure('mobileUploadExpired', { minutes: MOBILE_UPLOAD_MINUTES });
}

/** The code behind a token while it works. */
export async function liveMobileUpload(db: Kysely<Database>, token: string, now: Date): Promise<MobileUploadRow> {
  const row = await db
    .selectFrom('mobile_uploads')
    .selectAll()
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!row) throw invalidCode();
  refuseEnded(row, now);
  return row;
}

/**
 * POST questionAttachment/mobileUpload/close: the desktop closed the QR code, so the token stops working at once.
 * Only its own person closes a code (404 to anyone else, like an id they cannot see); closing twice is harmless.
 */
export async function closeMobileUpload(
  db: Kysely<Database>,
  options: { userId: number; mobileUploadId: number; now: Date },
): Promise<MobileUploadClosed> {
  const row = await db
    .selectFrom('mobile_uploads')
    .select(['id', 'user_id'])
    .where('id', '=', options.mobileUploadId)
    .executeTakeFirst();
  if (!row || row.user_id !== options.userId) throw notFound();
  await db
    .updateTable('mobile_uploads')
    .set({ close_time: options.now.toISOString() })
    .where('id', '=', row.id)
    .where('close_time', 'is', null)
    .execute();
  const attachments = await db
    .selectFrom('question_attachments')
    .innerJoin('mobile_upload_photos', 'mobile_upload_photos.attachment_id', 'question_attachments.id')
    .selectAll('question_attachments')
    .where('mobile_upload_photos.mobile_upload_id', '=', row.id)
    .orderBy('question_attachments.id')
    .execute();
  return { attachments: await presentAttachments(db, attachments) };
}
