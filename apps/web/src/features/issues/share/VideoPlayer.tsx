import { Segmented, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec point 9 "Video preview": the speeds a viewer may pick. */
const PLAYBACK_RATES = [0.5, 1, 1.5, 2] as const;

/** A video attachment played in place, with its speed chosen beside it (browsers hide the rate in menus). */
export function VideoPlayer({ src, fileName, caption }: { src: string; fileName: string; caption: string }) {
  const { t } = useTranslation('share');
  const video = useRef<HTMLVideoElement>(null);
  const [rate, setRate] = useState<number>(1);
  function choose(value: number) {
    setRate(value);
    if (video.current) video.current.playbackRate = value;
  }
  return (
    <figure style={{ margin: 0 }}>
      <video
        ref={video}
        src={src}
        controls
        preload="metadata"
        aria-label={t('attachment.video', { name: fileName })}
        style={{ maxWidth: '100%', maxHeight: 360, background: '#000', borderRadius: 6, display: 'block' }}
      />
      <Space size={12} wrap style={{ marginTop: 6 }}>
        <figcaption style={{ fontSize: 12 }}>{caption}</figcaption>
        <Segmented
          size="small"
          aria-label={t('attachment.speed', { name: fileName })}
          value={rate}
          onChange={choose}
          options={PLAYBACK_RATES.map((value) => ({ value, label: `${String(value)}×` }))}
        />
      </Space>
    </figure>
  );
}
