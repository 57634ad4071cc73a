import {
  type ApiOk,
  MOBILE_UPLOAD_PATHS,
  type MobileUploadClosed,
  type MobileUploadReceipt,
  type MobileUploadTicket,
  type MobileUploadVisit,
  type OpenMobileUploadBody,
} from '@questline/contract';
import { post } from './client';

/** A QR code's token for the caller's phone (issue 32, ADR 0118). */
export function openMobileUpload(body: OpenMobileUploadBody): Promise<ApiOk<MobileUploadTicket>> {
  return post<ApiOk<MobileUploadTicket>>(MOBILE_UPLOAD_PATHS.open, body);
}

/** The desktop closed the QR code: the token stops working; answers every photo it brought. */
export function closeMobileUpload(mobileUploadId: number): Promise<ApiOk<MobileUploadClosed>> {
  return post<ApiOk<MobileUploadClosed>>(MOBILE_UPLOAD_PATHS.close, { mobileUploadId });
}

/** The phone, signed out: failures reject quietly with the server's message, which the page shows. */
export function visitMobileUpload(token: string): Promise<ApiOk<MobileUploadVisit>> {
  return post<ApiOk<MobileUploadVisit>>(MOBILE_UPLOAD_PATHS.visit, { token }, { withoutToken: true, authCall: true });
}

/** One photo from the phone: the token first, then the file, as the server reads them. */
export function sendMobilePhoto(token: string, file: Blob, fileName: string): Promise<ApiOk<MobileUploadReceipt>> {
  const form = new FormData();
  form.append('token', token);
  form.append('file', file, fileName);
  return post<ApiOk<MobileUploadReceipt>>(MOBILE_UPLOAD_PATHS.upload, form, {
    withoutToken: true,
    authCall: true,
    long: true,
  });
}
