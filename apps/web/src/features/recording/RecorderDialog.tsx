import { PauseOutlined, CaretRightOutlined, BorderOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { type QuestionAttachment, RECORDING_COUNTDOWN_SECONDS, type RecordingAvailability } from '@questline/contract';
import { Alert, Button, Checkbox, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from './duration';
import { RecordingReview, type Trimmer } from './RecordingReview';
import { trimRecording } from './trimRecording';
import { useScreenRecorder } from './useScreenRecorder';

/**
 * Issue 32, screen recording (ADR 0119): choose what to share, a countdown, the running timer with pause, resume
 * and stop, then the review that trims and uploads. Closing the dialog at any point lets go of the screen.
 */
export function RecorderDialog({
  projectId,
  availability,
  onClose,
  onUploaded,
  trim = trimRecording,
}: {
  projectId: number;
  availability: RecordingAvailability;
  onClose: () => void;
  onUploaded: (attachments: QuestionAttachment[]) => void;
  trim?: Trimmer;
}) {
  const { t } = useTranslation('recording');
  const recorder = useScreenRecorder();
  const [microphone, setMicrophone] = useState(false);
  const { phase } = recorder;
  const running = phase === 'recording' || phase === 'paused';

  return (
    <Modal
      open
      title={t('title')}
      onCancel={onClose}
      footer={null}
      width={640}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {phase === 'idle' && (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            {t('intro', { seconds: RECORDING_COUNTDOWN_SECONDS })}
          </Typography.Paragraph>
          <Checkbox checked={microphone} onChange={(event) => setMicrophone(event.target.checked)}>
            {t('microphone')}
          </Checkbox>
          {recorder.refused && <Alert type="warning" showIcon role="alert" message={t('refused')} />}
          <Space>
            <Button
              type="primary"
              icon={<VideoCameraOutlined aria-hidden />}
              onClick={() => void recorder.start({ microphone })}
            >
              {t('start')}
            </Button>
            <Button onClick={onClose}>{t('cancel')}</Button>
          </Space>
        </Space>
      )}
      {phase === 'countdown' && (
        <div role="status" aria-live="assertive" style={{ textAlign: 'center', padding: '24px 0' }}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('countdown', { count: recorder.countdown })}
          </Typography.Title>
        </div>
      )}
      {running && (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Space align="center">
            <Tag color={phase === 'recording' ? 'red' : 'default'} role="status">
              {t(phase === 'recording' ? 'recording' : 'paused')}
            </Tag>
            <Typography.Text>
              {t('elapsed')}{' '}
              <Typography.Text strong data-testid="recording-elapsed">
                <time>{formatDuration(recorder.elapsedMs)}</time>
              </Typography.Text>
            </Typography.Text>
          </Space>
          <Space>
            {phase === 'recording' ? (
              <Button icon={<PauseOutlined aria-hidden />} onClick={recorder.pause}>
                {t('pause')}
              </Button>
            ) : (
              <Button icon={<CaretRightOutlined aria-hidden />} onClick={recorder.resume}>
                {t('resume')}
              </Button>
            )}
            <Button type="primary" danger icon={<BorderOutlined aria-hidden />} onClick={recorder.stop}>
              {t('stop')}
            </Button>
          </Space>
        </Space>
      )}
      {phase === 'stopped' && recorder.recording && (
        <RecordingReview
          projectId={projectId}
          recording={recorder.recording}
          availability={availability}
          trim={trim}
          onUploaded={onUploaded}
          onAgain={recorder.discard}
        />
      )}
    </Modal>
  );
}
