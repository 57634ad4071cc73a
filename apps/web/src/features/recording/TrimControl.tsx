import { Slider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDuration } from './duration';
import type { TrimRange } from './trimRecording';

/** Steps of the trim handles: a tenth of a second, the arrow keys' step too. */
const STEP_MS = 100;

/**
 * The part of the recording to keep: two handles on one track, each labelled and moved with the arrow keys as
 * well as the mouse. `onSeek` shows the frame under the handle that moved.
 */
export function TrimControl({
  durationMs,
  value,
  onChange,
  onSeek,
}: {
  durationMs: number;
  value: TrimRange;
  onChange: (range: TrimRange) => void;
  onSeek: (ms: number) => void;
}) {
  const { t } = useTranslation('recording');
  return (
    <div role="group" aria-labelledby="recording-trim-label">
      <Typography.Text strong id="recording-trim-label">
        {t('trim')}
      </Typography.Text>
      <Slider
        range
        min={0}
        max={durationMs}
        step={STEP_MS}
        value={[value.startMs, value.endMs]}
        ariaLabelForHandle={[t('trimStart'), t('trimEnd')]}
        ariaValueTextFormatterForHandle={(ms: number) => formatDuration(ms, true)}
        tooltip={{ formatter: (ms) => formatDuration(ms ?? 0, true) }}
        onChange={([startMs = 0, endMs = durationMs]: number[]) => {
          onSeek(startMs !== value.startMs ? startMs : endMs);
          onChange({ startMs, endMs });
        }}
      />
      <Typography.Text type="secondary" data-testid="recording-kept">
        {t('kept', {
          start: formatDuration(value.startMs, true),
          end: formatDuration(value.endMs, true),
          length: formatDuration(value.endMs - value.startMs, true),
        })}
      </Typography.Text>
    </div>
  );
}
