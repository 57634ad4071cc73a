import {
  RECORDING_COUNTDOWN_SECONDS,
  RECORDING_MIME_TYPE,
  RECORDING_TIMESLICE_MS,
  type RecordingLog,
} from '@questline/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Capture, openCapture } from './openCapture';
import { type PageLogSession, startPageLog } from './pageLog';

export type RecorderPhase = 'idle' | 'countdown' | 'recording' | 'paused' | 'stopped';

/** A finished recording: the whole WebM, how long it runs (pauses left out) and this page's log meanwhile. */
export interface Recording {
  video: Blob;
  durationMs: number;
  startedAt: Date;
  log: RecordingLog;
}

/** What is running between the start and the stop. */
interface Session {
  capture: Capture;
  recorder?: MediaRecorder;
  pageLog?: PageLogSession;
  chunks: Blob[];
  startedAt?: Date;
  /** Recorded time before the last resume, and when that resume was (null while paused). */
  recordedMs: number;
  resumedAt: number | null;
  countdownTimer?: ReturnType<typeof setTimeout>;
}

const recordedSoFar = (session: Session) =>
  session.recordedMs + (session.resumedAt === null ? 0 : Date.now() - session.resumedAt);

/**
 * Issue 32, screen recording (ADR 0119): choose what to share, a countdown, then MediaRecorder in one-second
 * pieces with pause and resume, and this page's log kept alongside; stop hands over a Recording.
 */
export function useScreenRecorder() {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [countdown, setCountdown] = useState(RECORDING_COUNTDOWN_SECONDS);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [refused, setRefused] = useState(false);
  const session = useRef<Session | null>(null);

  const finish = useCallback((current: Session) => {
    const entries = current.pageLog?.stop() ?? [];
    current.capture.release();
    if (current.countdownTimer) clearTimeout(current.countdownTimer);
    if (session.current === current) session.current = null;
    if (!current.startedAt) {
      setPhase('idle');
      return;
    }
    const durationMs = recordedSoFar(current);
    setElapsedMs(durationMs);
    setRecording({
      video: new Blob(current.chunks, { type: RECORDING_MIME_TYPE }),
      durationMs,
      startedAt: current.startedAt,
      log: {
        page: window.location.href,
        userAgent: navigator.userAgent,
        displaySurface: current.capture.displaySurface,
        startedAt: current.startedAt.toISOString(),
        endedAt: new Date().toISOString(),
        entries,
      },
    });
    setPhase('stopped');
  }, []);

  const stop = useCallback(() => {
    const current = session.current;
    if (!current) return;
    if (!current.recorder || current.recorder.state === 'inactive') {
      finish(current);
      return;
    }
    // The last piece arrives before 'stop'; the recording is whole only then.
    current.recordedMs = recordedSoFar(current);
    current.resumedAt = null;
    current.recorder.addEventListener('stop', () => finish(current), { once: true });
    current.recorder.stop();
  }, [finish]);

  const begin = useCallback((current: Session) => {
    const recorder = new MediaRecorder(current.capture.stream, { mimeType: RECORDING_MIME_TYPE });
    recorder.addEventListener('dataavailable', (event: BlobEvent) => {
      if (event.data.size > 0) current.chunks.push(event.data);
    });
    current.recorder = recorder;
    current.pageLog = startPageLog();
    current.startedAt = new Date();
    current.resumedAt = Date.now();
    recorder.start(RECORDING_TIMESLICE_MS);
    setPhase('recording');
  }, []);

  const start = useCallback(
    async (options: { microphone: boolean }) => {
      setRefused(false);
      setRecording(null);
      setElapsedMs(0);
      let capture: Capture;
      try {
        capture = await openCapture(options.microphone);
      } catch {
        // The person cancelled the browser's picker or the system refused it: nothing to record.
        setRefused(true);
        return;
      }
      const current: Session = { capture, chunks: [], recordedMs: 0, resumedAt: null };
      session.current = current;
      capture.onEnded(() => {
        if (session.current === current) stop();
      });
      setPhase('countdown');
      const tick = (left: number) => {
        setCountdown(left);
        if (left === 0) {
          begin(current);
          return;
        }
        current.countdownTimer = setTimeout(() => tick(left - 1), 1000);
      };
      tick(RECORDING_COUNTDOWN_SECONDS);
    },
    [begin, stop],
  );

  const pause = useCallback(() => {
    const current = session.current;
    if (current?.recorder?.state !== 'recording') return;
    current.recorder.pause();
    current.recordedMs = recordedSoFar(current);
    current.resumedAt = null;
    setElapsedMs(current.recordedMs);
    setPhase('paused');
  }, []);

  const resume = useCallback(() => {
    const current = session.current;
    if (current?.recorder?.state !== 'paused') return;
    current.recorder.resume();
    current.resumedAt = Date.now();
    setPhase('recording');
  }, []);

  /** Back to the start, dropping what was recorded (record again, or the dialog closing). */
  const discard = useCallback(() => {
    const current = session.current;
    session.current = null;
    if (current) {
      if (current.recorder && current.recorder.state !== 'inactive') current.recorder.stop();
      current.pageLog?.stop();
      current.capture.release();
      if (current.countdownTimer) clearTimeout(current.countdownTimer);
    }
    setRecording(null);
    setElapsedMs(0);
    setPhase('idle');
  }, []);

  // The running timer: read from the clock, so a slow tick never drifts.
  useEffect(() => {
    if (phase !== 'recording') return;
    const timer = setInterval(() => {
      if (session.current) setElapsedMs(recordedSoFar(session.current));
    }, 250);
    return () => clearInterval(timer);
  }, [phase]);

  // Closing the dialog mid-recording lets go of the screen and the microphone.
  useEffect(() => () => discard(), [discard]);

  return { phase, countdown, elapsedMs, recording, refused, start, pause, resume, stop, discard };
}
