import { describe, expect, it } from 'vitest';
import { recordingFileNames, recordingPartOf, screenRecordingAllowed } from './rules';

describe('screen recording rules (issue 32, spec point 6, ADR 0119)', () => {
  it('is for projects whose owner pays, and for every project of a self-hosted installation', () => {
    expect([0, 1, 2, 3].map((code) => screenRecordingAllowed('saas', code))).toEqual([false, true, true, true]);
    expect(screenRecordingAllowed('self-hosted', 0)).toBe(true);
  });

  it('names the video and its log after the moment the recording started', () => {
    expect(recordingFileNames(new Date(2026, 0, 5, 9, 7, 3))).toEqual({
      video: 'recording-20260105-090703.webm',
      log: 'recording-20260105-090703-log.json',
    });
  });

  it('tells the video from the log by name, and anything else from both', () => {
    expect(recordingPartOf('recording-20260105-090703.webm')).toBe('video');
    expect(recordingPartOf('Recording-LOG.JSON')).toBe('log');
    expect(recordingPartOf('recording-20260105-090703-log.json')).toBe('log');
    expect(recordingPartOf('notes.json')).toBeUndefined();
    expect(recordingPartOf('clip.mp4')).toBeUndefined();
  });
});
