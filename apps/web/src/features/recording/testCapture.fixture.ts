import { vi } from 'vitest';

/**
 * The browser's capture API faked at its boundary for the recorder's tests (jsdom has neither getDisplayMedia nor
 * MediaRecorder): a shared surface with one video track, and a recorder that hands over a piece per `emit`.
 */
export class FakeMediaRecorder extends EventTarget {
  static readonly instances: FakeMediaRecorder[] = [];
  static isTypeSupported(type: string): boolean {
    return type === 'video/webm';
  }

  state: RecordingState = 'inactive';
  timeslice: number | undefined;

  constructor(
    readonly stream: MediaStream,
    readonly options?: MediaRecorderOptions,
  ) {
    super();
    FakeMediaRecorder.instances.push(this);
  }

  start(timeslice?: number): void {
    this.timeslice = timeslice;
    this.state = 'recording';
  }

  pause(): void {
    this.state = 'paused';
  }

  resume(): void {
    this.state = 'recording';
  }

  stop(): void {
    this.emit('last piece');
    this.state = 'inactive';
    setTimeout(() => this.dispatchEvent(new Event('stop')), 0);
  }

  /** A piece of recorded video, as the browser hands one over each timeslice. */
  emit(content: string): void {
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob([content]) }));
  }
}

/** The video track of the shared surface; `end` is the person ending the share from the browser's bar. */
export function fakeTrack(displaySurface = 'browser') {
  const ended = new EventTarget();
  return Object.assign(ended, {
    kind: 'video',
    stop: vi.fn(),
    getSettings: () => ({ displaySurface }),
    end: () => ended.dispatchEvent(new Event('ended')),
  });
}

/** Puts the fakes in place; answers the track and the getDisplayMedia mock. */
export function installFakeCapture() {
  FakeMediaRecorder.instances.length = 0;
  const track = fakeTrack();
  const stream = { getVideoTracks: () => [track], getAudioTracks: () => [], getTracks: () => [track] };
  const getDisplayMedia = vi.fn(async () => stream as unknown as MediaStream);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getDisplayMedia, getUserMedia: vi.fn() },
  });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  URL.createObjectURL = vi.fn(() => 'blob:recording');
  URL.revokeObjectURL = vi.fn();
  return { track, getDisplayMedia };
}

/** A browser without screen recording, as jsdom is by itself. */
export function removeFakeCapture(): void {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.unstubAllGlobals();
}
