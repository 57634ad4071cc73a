import { z } from 'zod';
import { QUESTION_ATTACHMENTS_MAX } from './fields';
import { type QuestionAttachment, positiveId as id } from './issueApi';
import { productPath } from '../transport';

/**
 * Spec point 2 "/MobileUpload" and point 5 "Avatar and mobile upload" (issue 32, ADR 0118): a desktop shows a QR
 * code holding a short-lived token; a phone that opens it, signed out, sends photos to one issue, or to the
 * pending attachments of one issue form, of the person who asked for the code.
 */

/** How long a code works after it is shown. */
export const MOBILE_UPLOAD_MINUTES = 10;
/** Photos one code takes at most; the issue's own limit of spec point 5 still applies. */
export const MOBILE_UPLOAD_MAX_PHOTOS = QUESTION_ATTACHMENTS_MAX;
/** Spec point 5: jpg or png, at most 10 MB each. */
export const MOBILE_PHOTO_MAX_MB = 10;
export const MOBILE_PHOTO_MAX_BYTES = MOBILE_PHOTO_MAX_MB * 1024 * 1024;
/** What the phone's file picker offers; the server decides by the file's first bytes, never by this. */
export const MOBILE_PHOTO_ACCEPT = 'image/jpeg,image/png';

export const MOBILE_UPLOAD_PATHS = {
  /** POST, a member who may add attachments there: a new code (MobileUploadTicket). */
  open: productPath('questionAttachment/mobileUpload'),
  /** POST, the code's own person: ends it (the desktop closed the QR code); answers what arrived through it. */
  close: productPath('questionAttachment/mobileUpload/close'),
  /** POST, no session: what the code is for (MobileUploadVisit). The token goes in the body, never in a URL. */
  visit: '/anonymous/mobileUpload/visit',
  /** POST multipart, no session: field `token`, then one part `file` (MobileUploadReceipt). */
  upload: '/anonymous/mobileUpload',
} as const;

/** Without questionId the photos become pending attachments of the caller's issue form in that project. */
export const openMobileUploadBody = z.strictObject({
  projectId: id,
  questionId: id.optional(),
  /** Room left in the form (its attachment limit less what it holds); the code takes no more than this. */
  maxPhotos: z.number().int().min(1).max(MOBILE_UPLOAD_MAX_PHOTOS).optional(),
});
export type OpenMobileUploadBody = z.infer<typeof openMobileUploadBody>;
export const closeMobileUploadBody = z.strictObject({ mobileUploadId: id });

/** 256 random bits in base64url; anything else is simply not found, so a forged code is told it is invalid. */
const mobileUploadToken = z.string().max(128);
export const mobileUploadTokenBody = z.strictObject({ token: mobileUploadToken });

/** The public page a code opens. */
export function mobileUploadPage(token: string): string {
  return `/MobileUpload?token=${encodeURIComponent(token)}`;
}

export interface MobileUploadTicket {
  mobileUploadId: number;
  token: string;
  /** mobileUploadPage(token); the desktop puts its own origin in front for the QR code. */
  path: string;
  expireTime: string;
  maxPhotos: number;
}

/** What the phone is told before it sends anything: where the photos go, and how many more it may send. */
export interface MobileUploadVisit {
  projectName: string;
  /** Null: the photos go to an issue form still being filled in on the computer. */
  question: { number: number; questionName: string } | null;
  expireTime: string;
  received: number;
  maxPhotos: number;
  maxMb: number;
}

/** The phone's answer for one photo: nothing about the project beyond what the visit told. */
export interface MobileUploadReceipt {
  fileName: string;
  size: number;
  received: number;
  maxPhotos: number;
}

/** The socket event to the code's person (SocketEvent.mobileUploadArrived): a photo arrived. */
export interface MobileUploadArrival {
  mobileUploadId: number;
  projectId: number;
  /** Set when the photo was added to that issue; null when it waits in the form as a pending attachment. */
  questionId: number | null;
  attachment: QuestionAttachment;
}

/** The close answer: every photo the code brought (a form that missed an event takes them from here). */
export interface MobileUploadClosed {
  attachments: QuestionAttachment[];
}
