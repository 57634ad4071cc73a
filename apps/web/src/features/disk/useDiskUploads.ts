import type { ApiOk, DiskEntry } from '@questline/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Upload } from 'tus-js-client';
import { DISK_UPLOAD_URL } from '../../api/disk';
import { currentLocale } from '../../i18n';
import { languageHeader } from '../../i18n/language';
import { getToken } from '../../session/token';

export type UploadStatus = 'uploading' | 'paused' | 'done' | 'failed';

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  sent: number;
  status: UploadStatus;
  /** The server's message (quota, name) or the network's. */
  error?: string;
}

/** The server's envelope message in a refused tus answer, else what the client says. */
function messageOf(error: Error & { originalResponse?: { getBody(): string } | null }): string {
  try {
    const body = JSON.parse(error.originalResponse?.getBody() ?? '') as { msg?: unknown };
    if (typeof body.msg === 'string' && body.msg !== '') return body.msg;
  } catch {
    // Not our envelope: a network failure, told in the client's words below.
  }
  return error.message;
}

/**
 * Bytes a request sends: a failure costs at most this much again, and a proxy that limits request bodies (nginx's
 * client_max_body_size) can be set to let uploads of any size through.
 */
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;

let nextId = 0;

/**
 * The disk's uploads (issue 32, ADR 0115): each file a resumable tus upload with its own progress. An interrupted
 * upload retries and goes on from the server's offset; one the person paused resumes where it stopped, after a
 * reload too (the client keeps its address in local storage); cancelling deletes it on the server, which gives its
 * bytes back. `onLanded` hears of each file that arrived.
 */
export function useDiskUploads(onLanded: (entry: DiskEntry) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const uploads = useRef(new Map<string, Upload>());
  const landed = useRef(onLanded);
  useEffect(() => {
    landed.current = onLanded;
  }, [onLanded]);

  const update = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: File[], folderId: number | null) => {
      const added: UploadItem[] = [];
      for (const file of files) {
        nextId += 1;
        const id = `upload-${String(nextId)}`;
        const upload = new Upload(file, {
          endpoint: DISK_UPLOAD_URL,
          chunkSize: UPLOAD_CHUNK_BYTES,
          retryDelays: [0, 1000, 3000, 5000, 10000],
          removeFingerprintOnSuccess: true,
          metadata: {
            filename: file.name,
            folderId: folderId === null ? '' : String(folderId),
            relativePath: file.webkitRelativePath,
          },
          headers: { Authorization: `Bearer ${getToken() ?? ''}`, language: languageHeader(currentLocale()) },
          onProgress: (sent) => update(id, { sent }),
          onSuccess: ({ lastResponse }) => {
            uploads.current.delete(id);
            update(id, { status: 'done', sent: file.size });
            const body = JSON.parse(lastResponse.getBody()) as ApiOk<DiskEntry>;
            landed.current(body.data);
          },
          onError: (error) => update(id, { status: 'failed', error: messageOf(error) }),
        });
        uploads.current.set(id, upload);
        added.push({ id, name: file.webkitRelativePath || file.name, size: file.size, sent: 0, status: 'uploading' });
        void upload.findPreviousUploads().then((previous) => {
          const [last] = previous;
          if (last) upload.resumeFromPreviousUpload(last);
          upload.start();
        });
      }
      setItems((current) => [...current, ...added]);
    },
    [update],
  );

  const pause = useCallback(
    (id: string) => {
      void uploads.current.get(id)?.abort();
      update(id, { status: 'paused' });
    },
    [update],
  );
  const resume = useCallback(
    (id: string) => {
      uploads.current.get(id)?.start();
      update(id, { status: 'uploading', error: undefined });
    },
    [update],
  );
  const cancel = useCallback((id: string) => {
    void uploads.current.get(id)?.abort(true);
    uploads.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);
  const clearFinished = useCallback(() => {
    setItems((current) => current.filter((item) => item.status !== 'done'));
  }, []);

  // Leaving the page stops sending; the uploads stay resumable on the server for a day.
  useEffect(() => {
    const open = uploads.current;
    return () => {
      for (const upload of open.values()) void upload.abort();
    };
  }, []);

  return { items, add, pause, resume, cancel, clearFinished };
}
