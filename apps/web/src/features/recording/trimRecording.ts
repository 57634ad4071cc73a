import { RECORDING_MIME_TYPE, RECORDING_TIMESLICE_MS } from '@questline/contract';

/** The part of a recording to keep, in milliseconds from its start. */
export interface TrimRange {
  startMs: number;
  endMs: number;
}

/** Media elements can hand their picture over as a stream (Chromium, and Firefox under its old name). */
type CapturingVideo = HTMLVideoElement & { captureStream?: () => MediaStream; mozCaptureStream?: () => MediaStream };

const once = (target: EventTarget, type: string) =>
  new Promise<void>((resolve, reject) => {
    target.addEventListener(type, () => resolve(), { once: true });
    target.addEventListener('error', () => reject(new Error(`media ${type} failed`)), { once: true });
  });

/** Whether the range leaves the recording whole, so nothing needs doing. */
export function keepsWhole(range: TrimRange, durationMs: number): boolean {
  return range.startMs <= 0 && range.endMs >= durationMs;
}

/**
 * Cuts a recording to the range (ADR 0119): plays the range once, unseen and unheard, and records what plays
 * into a new WebM. A WebM from MediaRecorder can be cut at its end by keeping whole pieces, but not at its start:
 * its pieces are not each playable from a key frame, so the start needs the picture encoded again. One way for
 * both ends keeps the file's timestamps and its duration right. It takes as long as the part kept.
 */
export async function trimRecording(video: Blob, range: TrimRange, durationMs: number): Promise<Blob> {
  if (keepsWhole(range, durationMs)) return video;
  const element = document.createElement('video') as CapturingVideo;
  const url = URL.createObjectURL(video);
  const audio = new AudioContext();
  try {
    element.src = url;
    element.preload = 'auto';
    await once(element, 'loadedmetadata');
    element.currentTime = range.startMs / 1000;
    await once(element, 'seeked');
    const captured = element.captureStream?.() ?? element.mozCaptureStream?.();
    if (!captured) throw new Error('this browser cannot replay a recording into a stream');
    // The sound goes to the new file through Web Audio, so the person does not hear the replay.
    const sound = audio.createMediaStreamDestination();
    audio.createMediaElementSource(element).connect(sound);
    const tracks = [...captured.getVideoTracks(), ...sound.stream.getAudioTracks()];
    const recorder = new MediaRecorder(new MediaStream(tracks), { mimeType: RECORDING_MIME_TYPE });
    const chunks: Blob[] = [];
    recorder.addEventListener('dataavailable', (event: BlobEvent) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    const stopped = once(recorder, 'stop');
    recorder.start(RECORDING_TIMESLICE_MS);
    await element.play();
    await new Promise<void>((resolve) => {
      const check = () => {
        if (element.ended || element.currentTime * 1000 >= range.endMs) {
          element.removeEventListener('timeupdate', check);
          element.removeEventListener('ended', check);
          resolve();
        }
      };
      element.addEventListener('timeupdate', check);
      element.addEventListener('ended', check);
    });
    element.pause();
    recorder.stop();
    await stopped;
    return new Blob(chunks, { type: RECORDING_MIME_TYPE });
  } finally {
    element.removeAttribute('src');
    element.load();
    URL.revokeObjectURL(url);
    void audio.close();
  }
}
