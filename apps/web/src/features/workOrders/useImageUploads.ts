import {
  WORK_ORDER_IMAGES_MAX,
  WORK_ORDER_IMAGE_MAX_BYTES,
  type WorkOrderImage,
  formatMessage,
} from '@questline/contract';
import { App } from 'antd';
import { type ClipboardEvent, useRef, useState } from 'react';
import { uploadWorkOrderImage } from '../../api/workOrders';
import { currentLocale } from '../../i18n';

const MB = 1024 * 1024;

export interface UploadingImage {
  key: string;
  name: string;
}

/** Images among the files of a paste or a drop. */
export function imagesAmong(files: FileList | null | undefined): File[] {
  return [...(files ?? [])].filter((file) => file.type.startsWith('image/'));
}

/**
 * The pictures of a work order or a reply (spec point 5: up to 3, 10 MB each): each chosen, dropped or pasted file
 * uploads at once and is listed as uploading until stored. The server checks the content, so a renamed file is refused
 * with its message; the limits are said here first so nothing is sent in vain.
 */
export function useImageUploads() {
  const { message } = App.useApp();
  const [images, setImages] = useState<WorkOrderImage[]>([]);
  const [uploading, setUploading] = useState<UploadingImage[]>([]);
  // Counted synchronously: several files chosen together must not pass the limit between renders.
  const taken = useRef(0);
  const counter = useRef(0);

  async function upload(file: File) {
    const locale = currentLocale();
    if (taken.current >= WORK_ORDER_IMAGES_MAX) {
      void message.error(formatMessage(locale, 'workOrderImagesTooMany', { max: WORK_ORDER_IMAGES_MAX }));
      return;
    }
    if (file.size > WORK_ORDER_IMAGE_MAX_BYTES) {
      void message.error(formatMessage(locale, 'workOrderImageTooLarge', { max: WORK_ORDER_IMAGE_MAX_BYTES / MB }));
      return;
    }
    taken.current += 1;
    counter.current += 1;
    const key = String(counter.current);
    const name = file.name || 'image.png';
    setUploading((current) => [...current, { key, name }]);
    try {
      const stored = (await uploadWorkOrderImage(file, name)).data;
      setImages((current) => [...current, stored]);
    } catch {
      // The client showed the server's reason (not a picture, too large).
      taken.current -= 1;
    } finally {
      setUploading((current) => current.filter((item) => item.key !== key));
    }
  }

  return {
    images,
    uploading,
    busy: uploading.length > 0,
    add(files: readonly File[]) {
      for (const file of files) void upload(file);
    },
    remove(imageId: number) {
      taken.current -= 1;
      setImages((current) => current.filter((image) => image.imageId !== imageId));
    },
    reset() {
      taken.current = 0;
      setImages([]);
    },
    /** For the form's container: a pasted screenshot is uploaded like a chosen one. */
    onPaste(event: ClipboardEvent) {
      const files = imagesAmong(event.clipboardData.files);
      if (files.length === 0) return;
      event.preventDefault();
      for (const file of files) void upload(file);
    },
  };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
