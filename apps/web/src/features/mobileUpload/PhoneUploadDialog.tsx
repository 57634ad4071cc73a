import { MOBILE_UPLOAD_MINUTES, type MobileUploadTicket, type QuestionAttachment } from '@questline/contract';
import { Button, Modal, QRCode, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeMobileUpload, openMobileUpload } from '../../api/mobileUpload';
import { formatInstant } from '../../ui/format';
import { mobileUploadArrivals } from './arrivals';

export interface PhoneUploadTarget {
  projectId: number;
  /** Absent: the photos join the open form's pending attachments. */
  questionId?: number;
  /** The room left in the form. */
  maxPhotos?: number;
}

/**
 * The QR code a phone scans (issue 32, ADR 0118). Opening the dialog makes a code; closing it ends the code, so a
 * photo of the screen taken later opens nothing. Photos that arrive are listed here at once and handed to
 * `onArrived`; on closing, every photo the code brought is handed over again, in case an event was missed.
 */
export function PhoneUploadDialog({
  target,
  onArrived,
  onClose,
}: {
  target: PhoneUploadTarget;
  onArrived: (attachments: QuestionAttachment[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('mobileUpload');
  const [ticket, setTicket] = useState<MobileUploadTicket | null>(null);
  const [failed, setFailed] = useState(false);
  const [expired, setExpired] = useState(false);
  const [received, setReceived] = useState<QuestionAttachment[]>([]);
  const current = useRef<MobileUploadTicket | null>(null);
  const { projectId, questionId, maxPhotos } = target;
  // Each photo is handed over once: one the form's user removed meanwhile does not come back on closing.
  const handed = useRef(new Set<number>());
  const hand = useCallback(
    (attachments: QuestionAttachment[]) => {
      const fresh = attachments.filter((item) => !handed.current.has(item.attachmentId));
      for (const item of fresh) handed.current.add(item.attachmentId);
      if (fresh.length > 0) onArrived(fresh);
    },
    [onArrived],
  );

  const end = useCallback(async () => {
    const ending = current.current;
    current.current = null;
    if (!ending) return;
    try {
      hand((await closeMobileUpload(ending.mobileUploadId)).data.attachments);
    } catch {
      // The client showed why; the code ends by itself within minutes anyway.
    }
  }, [hand]);

  const start = useCallback(async () => {
    await end();
    setTicket(null);
    setExpired(false);
    setFailed(false);
    try {
      const made = (await openMobileUpload({ projectId, questionId, maxPhotos })).data;
      current.current = made;
      setTicket(made);
    } catch {
      setFailed(true);
    }
  }, [end, projectId, questionId, maxPhotos]);

  // One code per opening of the dialog; the ref keeps a second effect run (strict mode) from making another.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  // A dialog that goes away with its page (the drawer closed, another route) ends its code too.
  const ending = useRef(end);
  useEffect(() => {
    ending.current = end;
  }, [end]);
  useEffect(() => () => void ending.current(), []);

  useEffect(() => {
    if (!ticket) return;
    const timer = setTimeout(() => setExpired(true), Math.max(0, Date.parse(ticket.expireTime) - Date.now()));
    const stop = mobileUploadArrivals.subscribe((arrival) => {
      if (arrival.mobileUploadId !== ticket.mobileUploadId) return;
      setReceived((list) =>
        list.some((item) => item.attachmentId === arrival.attachment.attachmentId)
          ? list
          : [...list, arrival.attachment],
      );
      hand([arrival.attachment]);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [ticket, hand]);

  const link = ticket ? `${window.location.origin}${ticket.path}` : '';
  return (
    <Modal
      title={t('dialog.title')}
      open
      onCancel={() => {
        void end();
        onClose();
      }}
      footer={
        <Button
          type="primary"
          onClick={() => {
            void end();
            onClose();
          }}
        >
          {t('dialog.done')}
        </Button>
      }
      destroyOnHidden
      width={420}
    >
      <Typography.Paragraph>{t(questionId === undefined ? 'dialog.toForm' : 'dialog.toIssue')}</Typography.Paragraph>
      <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 12 }}>
        {ticket ? (
          <QRCode
            value={link}
            type="svg"
            size={200}
            status={expired ? 'expired' : 'active'}
            onRefresh={() => void start()}
            aria-label={t('dialog.qr')}
            data-testid="mobile-upload-qr"
          />
        ) : failed ? (
          <Button onClick={() => void start()}>{t('dialog.retry')}</Button>
        ) : (
          <Spin aria-label={t('dialog.making')} />
        )}
      </div>
      {ticket && (
        <>
          <Typography.Paragraph type="secondary">
            {expired
              ? t('dialog.expired')
              : t('dialog.rule', {
                  minutes: MOBILE_UPLOAD_MINUTES,
                  time: formatInstant(ticket.expireTime),
                  max: ticket.maxPhotos,
                })}
          </Typography.Paragraph>
          <Typography.Paragraph>
            {t('dialog.linkLabel')}{' '}
            <Typography.Text
              copyable={{ text: link }}
              data-testid="mobile-upload-link"
              style={{ wordBreak: 'break-all' }}
            >
              {link}
            </Typography.Text>
          </Typography.Paragraph>
        </>
      )}
      <div aria-live="polite">
        {received.length > 0 && (
          <>
            <Typography.Text strong>{t('dialog.received', { count: received.length })}</Typography.Text>
            <ul aria-label={t('dialog.receivedList')} style={{ margin: '4px 0 0', paddingLeft: 20 }}>
              {received.map((item) => (
                <li key={item.attachmentId}>{item.fileName}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Modal>
  );
}
