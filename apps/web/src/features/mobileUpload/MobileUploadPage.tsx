import { CameraOutlined } from '@ant-design/icons';
import { MOBILE_PHOTO_ACCEPT, MOBILE_PHOTO_MAX_BYTES, type MobileUploadVisit } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Spin, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { sendMobilePhoto, visitMobileUpload } from '../../api/mobileUpload';
import { PublicShareFrame } from '../../ui/share/PublicShareFrame';
import { formatInstant } from '../../ui/format';
import { SentPhotos, type SentPhoto } from './SentPhotos';

/** Why the code cannot be used, in the server's words (closed, all photos sent, expired, invalid, not allowed). */
function CannotUse({ reason }: { reason: string }) {
  const { t } = useTranslation('mobileUpload');
  return (
    <Result
      status="warning"
      title={<h1 style={{ fontSize: 22, margin: 0 }}>{t('page.cannotUse')}</h1>}
      subTitle={
        <span role="alert">
          {reason} {t('page.again')}
        </span>
      }
    />
  );
}

function Uploader({ token, visit }: { token: string; visit: MobileUploadVisit }) {
  const { t } = useTranslation('mobileUpload');
  const [received, setReceived] = useState(visit.received);
  const [photos, setPhotos] = useState<SentPhoto[]>([]);
  // Photos go one after another, so the count the server answers follows the list.
  const queue = useRef(Promise.resolve());
  const seq = useRef(0);
  const left = visit.maxPhotos - received;

  const update = (key: number, change: Partial<SentPhoto>) =>
    setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  function enqueue(file: File) {
    seq.current += 1;
    const key = seq.current;
    if (file.size > MOBILE_PHOTO_MAX_BYTES) {
      setPhotos((list) => [
        ...list,
        { key, name: file.name, state: 'refused', note: t('page.tooLarge', { max: visit.maxMb }) },
      ]);
      return;
    }
    setPhotos((list) => [...list, { key, name: file.name, state: 'sending' }]);
    queue.current = queue.current.then(async () => {
      try {
        const receipt = (await sendMobilePhoto(token, file, file.name)).data;
        setReceived(receipt.received);
        update(key, { state: 'sent', name: receipt.fileName });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        update(key, { state: 'refused', note: reason });
      }
    });
  }

  const where = visit.question
    ? t('page.toIssue', {
        project: visit.projectName,
        number: visit.question.number,
        name: visit.question.questionName,
      })
    : t('page.toForm', { project: visit.projectName });
  return (
    <section aria-labelledby="mobile-upload-title">
      <Typography.Title level={1} id="mobile-upload-title" style={{ fontSize: 24, marginTop: 0 }}>
        {t('page.title')}
      </Typography.Title>
      <Typography.Paragraph strong>{where}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('page.rule', { max: visit.maxMb, left: Math.max(0, left), time: formatInstant(visit.expireTime) })}
      </Typography.Paragraph>
      {left > 0 ? (
        <Upload
          accept={MOBILE_PHOTO_ACCEPT}
          multiple
          showUploadList={false}
          beforeUpload={(file) => {
            enqueue(file);
            return false;
          }}
          style={{ display: 'block' }}
        >
          <Button type="primary" size="large" block icon={<CameraOutlined aria-hidden />} style={{ height: 56 }}>
            {t('page.choose')}
          </Button>
        </Upload>
      ) : (
        <Alert type="success" showIcon message={t('page.allSent')} />
      )}
      <SentPhotos photos={photos} />
    </section>
  );
}

/**
 * /MobileUpload?token= (spec point 2, issue 32): the page a phone opens from the desktop's QR code, without signing
 * in. Laid out for a phone first: one column, one large button that offers the camera or the photo library.
 */
export default function MobileUploadPage() {
  const { t } = useTranslation('mobileUpload');
  const token = useSearchParams()[0].get('token') ?? '';
  const visit = useQuery({
    queryKey: ['mobileUpload', token],
    queryFn: async () => (await visitMobileUpload(token)).data,
    enabled: token !== '',
    retry: false,
    // What the code allows is read once; each photo's answer says the rest.
    staleTime: Infinity,
  });
  let body;
  if (token === '') body = <CannotUse reason={t('page.noToken')} />;
  else if (visit.isError) body = <CannotUse reason={visit.error.message} />;
  else if (!visit.data) body = <Spin aria-label={t('page.loading')} />;
  else body = <Uploader token={token} visit={visit.data} />;
  return (
    <PublicShareFrame note={t('page.note')} maxWidth={520}>
      {body}
    </PublicShareFrame>
  );
}
