import type { Generated } from 'kysely';

/** Migration 0033 (issue 32, ADR 0118): a code a phone uploads photos with; only the token's hash is kept. */
export interface MobileUploadTable {
  id: Generated<number>;
  user_id: number;
  project_id: number;
  /** null: the photos wait as pending attachments of the person's issue form. */
  question_id: number | null;
  token_hash: string;
  max_photos: number;
  received: Generated<number>;
  expire_time: string;
  close_time: string | null;
  create_time: string;
}

/** Which attachments a code brought. */
export interface MobileUploadPhotoTable {
  mobile_upload_id: number;
  attachment_id: number;
}

export interface MobileUploadTables {
  mobile_uploads: MobileUploadTable;
  mobile_upload_photos: MobileUploadPhotoTable;
}
