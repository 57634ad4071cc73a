import { productPath } from '../transport';

/**
 * GET RECORDING_AVAILABILITY_PATH?projectId= (members): `data` = RecordingAvailability. The recording itself is
 * uploaded through questionAttachment/upload with the field `source=recording` before the file.
 */
export const RECORDING_AVAILABILITY_PATH = productPath('questionAttachment/recordingAvailability');

/** The upload field that marks a file as part of a screen recording. */
export const RECORDING_UPLOAD_SOURCE = 'recording';

export interface RecordingAvailability {
  /** False on a project whose owner is on the Free plan: recording is a VIP function. */
  allowed: boolean;
  versionCode: number;
  /** The largest attachment the project accepts, so the recorder can say so before uploading. */
  maxBytes: number;
}
