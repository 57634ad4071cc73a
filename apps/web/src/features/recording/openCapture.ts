/** What is being captured: the shared surface with the sound to record, and how to let go of all of it. */
export interface Capture {
  stream: MediaStream;
  /** 'browser' (a tab), 'window' or 'monitor', as the browser reports it; null when it does not say. */
  displaySurface: string | null;
  /** Stops every device and the sound mixing; the browser's "sharing" bar goes away. */
  release(): void;
  /** Heard when the person ends sharing from the browser's own bar. */
  onEnded(listener: () => void): void;
}

/**
 * Chromium's extras to getDisplayMedia: offer this tab first, since the log is this page's (ADR 0119). Other
 * browsers ignore what they do not know.
 */
const DISPLAY_OPTIONS = {
  video: true,
  audio: true,
  preferCurrentTab: true,
  selfBrowserSurface: 'include',
  systemAudio: 'include',
};

/** The tab's sound and the microphone as one track: MediaRecorder records one audio track only. */
function mixedAudio(tracks: MediaStreamTrack[]): { tracks: MediaStreamTrack[]; close: () => void } {
  if (tracks.length < 2) return { tracks, close: () => undefined };
  const context = new AudioContext();
  const destination = context.createMediaStreamDestination();
  for (const track of tracks) context.createMediaStreamSource(new MediaStream([track])).connect(destination);
  return { tracks: destination.stream.getAudioTracks(), close: () => void context.close() };
}

/**
 * Asks the person what to share (screen, window or tab) and, when wanted, for the microphone. A refused
 * microphone records without it rather than not at all; a refused share rejects.
 */
export async function openCapture(microphone: boolean): Promise<Capture> {
  const display = await navigator.mediaDevices.getDisplayMedia(DISPLAY_OPTIONS as DisplayMediaStreamOptions);
  let voice: MediaStream | null = null;
  if (microphone) {
    try {
      voice = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      voice = null;
    }
  }
  const [video] = display.getVideoTracks();
  const audio = mixedAudio([...display.getAudioTracks(), ...(voice?.getAudioTracks() ?? [])]);
  const stream = voice ? new MediaStream([...display.getVideoTracks(), ...audio.tracks]) : display;
  const sources = [display, voice];
  return {
    stream,
    displaySurface: video?.getSettings().displaySurface ?? null,
    release() {
      for (const source of sources) source?.getTracks().forEach((track) => track.stop());
      audio.close();
    },
    onEnded(listener) {
      video?.addEventListener('ended', listener, { once: true });
    },
  };
}
