import type { Edition } from '../edition';
import { FREE_VERSION_CODE } from '../plans';

/**
 * Screen recording (issue 32; spec points 1 and 6 "Screen recording is available only to projects on a paid plan",
 * ADR 0119). No zod here: the recorder's button reads these without the schema library (ADR 0091).
 */

/** Seconds counted down between choosing what to share and the first recorded frame. */
export const RECORDING_COUNTDOWN_SECONDS = 3;

/** The recorder hands over a piece this often, so a stop or a crash loses at most this much. */
export const RECORDING_TIMESLICE_MS = 1000;

/** The container every recording is made in, whatever the browser would prefer. */
export const RECORDING_MIME_TYPE = 'video/webm';

/**
 * Whether a project may record: its owner on a paid plan (DOMAIN.md "Plan limits"), or any project of a
 * self-hosted installation, which has no plans (ADR 0103).
 */
export function screenRecordingAllowed(edition: Edition, ownerVersionCode: number): boolean {
  return edition === 'self-hosted' || ownerVersionCode > FREE_VERSION_CODE;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The names of one recording's two attachments, from the moment it started on the recorder's clock:
 * recording-YYYYMMDD-HHmmss.webm and recording-YYYYMMDD-HHmmss-log.json.
 */
export function recordingFileNames(startedAt: Date): { video: string; log: string } {
  const stamp =
    `${String(startedAt.getFullYear())}${two(startedAt.getMonth() + 1)}${two(startedAt.getDate())}` +
    `-${two(startedAt.getHours())}${two(startedAt.getMinutes())}${two(startedAt.getSeconds())}`;
  return { video: `recording-${stamp}.webm`, log: `recording-${stamp}-log.json` };
}

/** What the server accepts as part of a recording: the video, or the log beside it. */
export function recordingPartOf(fileName: string): 'video' | 'log' | undefined {
  const name = fileName.toLowerCase();
  if (name.endsWith('-log.json')) return 'log';
  if (name.endsWith('.webm')) return 'video';
  return undefined;
}

/** One thing that went wrong on the page while it was recorded; `time` is ISO-8601. */
export type RecordingLogEntry =
  | { type: 'console'; level: 'error'; message: string; time: string }
  | { type: 'pageError'; message: string; time: string }
  | {
      type: 'request';
      method: string;
      url: string;
      /** The HTTP status; null when no answer came (network failure, blocked, aborted). */
      status: number | null;
      error?: string;
      time: string;
    };

/** The JSON log attached beside a recording. */
export interface RecordingLog {
  /** The page of Questline the log was taken in. */
  page: string;
  userAgent: string;
  /** What the person shared: 'browser' (a tab), 'window' or 'monitor', as the browser reports it. */
  displaySurface: string | null;
  startedAt: string;
  endedAt: string;
  entries: RecordingLogEntry[];
}
