import { RECORDING_MIME_TYPE } from '@questline/contract';

/**
 * Spec point 8 "this browser is not supported at the moment": recording needs the screen-capture API and a
 * MediaRecorder that writes WebM (ADR 0119). Phones and older browsers have neither.
 */
export function screenRecordingSupported(): boolean {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (typeof devices?.getDisplayMedia !== 'function') return false;
  if (typeof MediaRecorder === 'undefined') return false;
  return MediaRecorder.isTypeSupported(RECORDING_MIME_TYPE);
}
