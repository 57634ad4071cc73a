import {
  type PlanLimitData,
  type QuestionAttachment,
  type RecordingAvailability,
  formatByteSize,
  recordingFileNames,
} from '@questline/contract';
import { Alert, Button, Checkbox, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadRecordingPart } from '../../api/recording';
import { TrimControl } from './TrimControl';
import type { TrimRange } from './trimRecording';
import type { Recording } from './useScreenRecorder';

/** How a recording is cut; the dialog's tests hand in their own, since jsdom cannot play a video. */
export type Trimmer = (video: Blob, range: TrimRange, durationMs: number) => Promise<Blob>;

type Problem = { kind: 'tooLarge'; size: number } | { kind: 'refused'; message: string } | { kind: 'trimFailed' };

/** A refusal the server explained in its envelope (500101 on a free project), else nothing to add. */
function refusalOf(error: unknown): string | null {
  const body = error as Partial<{ code: number; msg: string; data: PlanLimitData }>;
  return typeof body.msg === 'string' && body.data?.kind === 'paidFeature' ? body.msg : null;
}

/**
 * The finished recording (issue 32, ADR 0119): its preview, the trim handles, whether this page's log goes with
 * it, and the upload of both as pending attachments of the issue being filed. A recording over the project's
 * attachment limit is not sent; the person is told the size and the limit.
 */
export function RecordingReview({
  projectId,
  recording,
  availability,
  trim,
  onUploaded,
  onAgain,
}: {
  projectId: number;
  recording: Recording;
  availability: RecordingAvailability;
  trim: Trimmer;
  onUploaded: (attachments: QuestionAttachment[]) => void;
  onAgain: () => void;
}) {
  const { t } = useTranslation('recording');
  const [range, setRange] = useState<TrimRange>({ startMs: 0, endMs: recording.durationMs });
  const [withLog, setWithLog] = useState(true);
  const [busy, setBusy] = useState<'trimming' | 'uploading' | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const preview = useRef<HTMLVideoElement>(null);

  // The preview plays the recording from memory; its address is let go with the recording.
  useEffect(() => {
    const element = preview.current;
    if (!element) return;
    const url = URL.createObjectURL(recording.video);
    element.src = url;
    return () => {
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [recording.video]);

  async function upload() {
    setProblem(null);
    setBusy('trimming');
    let video: Blob;
    try {
      video = await trim(recording.video, range, recording.durationMs);
    } catch {
      setProblem({ kind: 'trimFailed' });
      setBusy(null);
      return;
    }
    if (video.size > availability.maxBytes) {
      setProblem({ kind: 'tooLarge', size: video.size });
      setBusy(null);
      return;
    }
    setBusy('uploading');
    const names = recordingFileNames(recording.startedAt);
    try {
      const uploaded = [(await uploadRecordingPart(projectId, video, names.video)).data];
      if (withLog) {
        const log = new Blob([JSON.stringify(recording.log, null, 2)], { type: 'application/json' });
        uploaded.push((await uploadRecordingPart(projectId, log, names.log)).data);
      }
      onUploaded(uploaded);
    } catch (error) {
      // Other failures were shown by the API client; the recording stays here to try again.
      const message = refusalOf(error);
      if (message) setProblem({ kind: 'refused', message });
      setBusy(null);
    }
  }

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <video
        ref={preview}
        controls
        aria-label={t('preview')}
        style={{ width: '100%', maxHeight: 320, background: '#000', borderRadius: 6 }}
      />
      <TrimControl
        durationMs={recording.durationMs}
        value={range}
        onChange={setRange}
        onSeek={(ms) => {
          if (preview.current) preview.current.currentTime = ms / 1000;
        }}
      />
      <Typography.Text type="secondary">
        {t('size', { size: formatByteSize(recording.video.size) })} ·{' '}
        {t('logged', { count: recording.log.entries.length })}
      </Typography.Text>
      <Checkbox checked={withLog} onChange={(event) => setWithLog(event.target.checked)}>
        {t('attachLog')}
      </Checkbox>
      {problem && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={
            problem.kind === 'tooLarge'
              ? t('tooLarge', { size: formatByteSize(problem.size), max: formatByteSize(availability.maxBytes) })
              : problem.kind === 'refused'
                ? problem.message
                : t('trimFailed')
          }
        />
      )}
      <Space wrap>
        <Button type="primary" loading={busy !== null} onClick={() => void upload()}>
          {busy ? t(busy) : t('upload')}
        </Button>
        <Button disabled={busy !== null} onClick={onAgain}>
          {t('again')}
        </Button>
      </Space>
    </Space>
  );
}
