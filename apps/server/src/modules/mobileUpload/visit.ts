import { MOBILE_PHOTO_MAX_MB, type MobileUploadVisit } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, forbidden } from '../../http/errors';
import { type MobileUploadRow, liveMobileUpload } from './codes';
import { type AttachTarget, mayAttachThere } from './mayAttach';

/**
 * A code's person must still be allowed to add attachments there, whenever the phone uses it (ADR 0118). The
 * phone is told so in words of its own: the project's 404 or the "not editable" would make no sense to it.
 */
export async function stillAllowed(db: Kysely<Database>, code: MobileUploadRow, now: Date): Promise<AttachTarget> {
  try {
    return await mayAttachThere(db, {
      userId: code.user_id,
      projectId: code.project_id,
      questionId: code.question_id,
      now,
    });
  } catch (error) {
    if (error instanceof AppError) throw forbidden('mobileUploadNotAllowed');
    throw error;
  }
}

/** POST anonymous/mobileUpload/visit: what the phone's page shows before a photo is chosen. */
export async function visitMobileUpload(
  db: Kysely<Database>,
  options: { token: string; now: Date },
): Promise<MobileUploadVisit> {
  const code = await liveMobileUpload(db, options.token, options.now);
  const target = await stillAllowed(db, code, options.now);
  return {
    projectName: target.projectName,
    question: target.question && { number: target.question.number, questionName: target.question.title },
    expireTime: code.expire_time,
    received: code.received,
    maxPhotos: code.max_photos,
    maxMb: MOBILE_PHOTO_MAX_MB,
  };
}
