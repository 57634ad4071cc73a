import type { DiskEntry } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { diskFileUrl } from '../../api/disk';

/** Text longer than this is cut in the preview; the download has it whole. */
const TEXT_PREVIEW_BYTES = 256 * 1024;

function TextPreview({ entry }: { entry: DiskEntry }) {
  const text = useQuery({
    queryKey: ['disk', 'text', entry.entryId],
    queryFn: async () => {
      const answer = await fetch(diskFileUrl(entry.entryId, true), {
        headers: { range: `bytes=0-${String(TEXT_PREVIEW_BYTES - 1)}` },
      });
      return answer.text();
    },
  });
  if (text.isPending) return <Skeleton active />;
  return (
    <pre style={{ maxHeight: '60vh', overflow: 'auto', whiteSpace: 'pre-wrap', margin: 0 }} tabIndex={0}>
      {text.data}
    </pre>
  );
}

/** Shows an image, a video, an audio file, a PDF or a text in the browser, with a download beside it. */
export function PreviewDialog({ entry, onClose }: { entry: DiskEntry; onClose: () => void }) {
  const { t } = useTranslation('disk');
  const src = diskFileUrl(entry.entryId, true);
  const body = {
    image: (
      <img
        src={src}
        alt={entry.name}
        style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' }}
      />
    ),
    video: (
      <video src={src} controls style={{ width: '100%', maxHeight: '70vh' }}>
        <track kind="captions" />
      </video>
    ),
    audio: <audio src={src} controls style={{ width: '100%' }} aria-label={entry.name} />,
    pdf: <iframe src={src} title={entry.name} style={{ width: '100%', height: '70vh', border: 0 }} />,
    text: <TextPreview entry={entry} />,
  };
  return (
    <Modal
      open
      width="min(960px, 92vw)"
      title={entry.name}
      onCancel={onClose}
      footer={
        <Button href={diskFileUrl(entry.entryId)} download={entry.name}>
          {t('actions.download')}
        </Button>
      }
    >
      {entry.preview ? body[entry.preview] : null}
    </Modal>
  );
}
