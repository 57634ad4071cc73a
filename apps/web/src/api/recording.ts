import {
  type ApiOk,
  type QuestionAttachment,
  RECORDING_AVAILABILITY_PATH,
  RECORDING_UPLOAD_SOURCE,
  type RecordingAvailability,
  productPath,
} from '@questline/contract';
import { get, post } from './client';

/** Screen recording (issue 32, ADR 0119): whether the project may record, and its attachment size limit. */
export function recordingAvailability(projectId: number): Promise<ApiOk<RecordingAvailability>> {
  return get<ApiOk<RecordingAvailability>>(RECORDING_AVAILABILITY_PATH, { projectId });
}

/**
 * One part of a recording (the WebM video or its JSON log) as a pending attachment. The server checks the plan
 * again and answers 500101 on a free project, which rejects with the envelope for the recorder to show.
 */
export function uploadRecordingPart(
  projectId: number,
  file: Blob,
  fileName: string,
): Promise<ApiOk<QuestionAttachment>> {
  const form = new FormData();
  form.append('projectId', String(projectId));
  form.append('source', RECORDING_UPLOAD_SOURCE);
  form.append('file', file, fileName);
  return post<ApiOk<QuestionAttachment>>(productPath('questionAttachment/upload'), form, { long: true });
}
