import { VideoCameraOutlined } from '@ant-design/icons';
import type { QuestionAttachment, RecordingAvailability } from '@questline/contract';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordingAvailability } from '../../api/recording';
import { RecordingNotice } from './RecordingNotice';
import { screenRecordingSupported } from './recorderSupport';

// The recorder is fetched with the click that opens it, like the issue form's other dialogs (ADR 0082).
const RecorderDialog = lazy(async () => ({ default: (await import('./RecorderDialog')).RecorderDialog }));

/**
 * The issue form's "record screen" (issue 32; the portal's "online screen recording, one-click upload"): opens the
 * recorder on a paid project in a browser that can record, and otherwise says why not (spec point 8).
 */
export function ScreenRecordButton({
  projectId,
  disabled,
  onUploaded,
}: {
  projectId: number;
  disabled: boolean;
  onUploaded: (attachments: QuestionAttachment[]) => void;
}) {
  const { t } = useTranslation('recording');
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<'vip' | 'unsupported' | null>(null);
  const [recording, setRecording] = useState<RecordingAvailability | null>(null);

  async function open() {
    if (!screenRecordingSupported()) {
      setNotice('unsupported');
      return;
    }
    setChecking(true);
    try {
      const availability = (await recordingAvailability(projectId)).data;
      if (availability.allowed) setRecording(availability);
      else setNotice('vip');
    } catch {
      // The API client showed why the question could not be asked.
    } finally {
      setChecking(false);
    }
  }

  return (
    <>
      <Button
        icon={<VideoCameraOutlined aria-hidden />}
        disabled={disabled}
        loading={checking}
        onClick={() => void open()}
        style={{ marginLeft: 8 }}
      >
        {t('button')}
      </Button>
      {notice && <RecordingNotice reason={notice} onClose={() => setNotice(null)} />}
      {recording && (
        <Suspense fallback={null}>
          <RecorderDialog
            projectId={projectId}
            availability={recording}
            onClose={() => setRecording(null)}
            onUploaded={(attachments) => {
              setRecording(null);
              onUploaded(attachments);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
