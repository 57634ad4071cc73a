import { FileOutlined } from '@ant-design/icons';
import { type ImFile, formatByteSize } from '@questline/contract';
import { Image } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../ui/saveBlob';

/** The file as an address this page holds (fetched with the messaging token); undefined while it comes. */
function useFileUrl(fileId: number, fileUrl: (fileId: number) => Promise<string>): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let current = true;
    void fileUrl(fileId).then(
      (href) => {
        if (current) setUrl(href);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [fileId, fileUrl]);
  return url;
}

function Picture({ file, fileUrl }: { file: ImFile; fileUrl: (fileId: number) => Promise<string> }) {
  const url = useFileUrl(file.fileId, fileUrl);
  return url ? (
    <Image
      src={url}
      alt={file.fileName}
      width={160}
      height={120}
      style={{ objectFit: 'cover' }}
      data-testid="im-image"
    />
  ) : (
    <div className="im-picture-placeholder" role="img" aria-label={file.fileName} />
  );
}

function Download({ file, fileUrl }: { file: ImFile; fileUrl: (fileId: number) => Promise<string> }) {
  const { t } = useTranslation('im');
  return (
    <button
      type="button"
      className="im-file"
      aria-label={t('message.download', { name: file.fileName })}
      onClick={() =>
        void fileUrl(file.fileId)
          .then((href) => fetch(href))
          .then((answer) => answer.blob())
          .then((blob) => saveBlob(blob, file.fileName))
      }
    >
      <FileOutlined aria-hidden />
      <span className="im-file-name">{file.fileName}</span>
      <span className="im-file-size">{formatByteSize(file.size)}</span>
    </button>
  );
}

/** A message's files: pictures shown (opened large on a click), every other file saved on a click. */
export function MessageFiles({
  files,
  fileUrl,
}: {
  files: readonly ImFile[];
  fileUrl: (fileId: number) => Promise<string>;
}) {
  if (files.length === 0) return null;
  return (
    <div className="im-files">
      {files.map((file) =>
        file.kind === 'image' ? (
          <Picture key={file.fileId} file={file} fileUrl={fileUrl} />
        ) : (
          <Download key={file.fileId} file={file} fileUrl={fileUrl} />
        ),
      )}
    </div>
  );
}
