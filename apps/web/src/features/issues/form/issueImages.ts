import { attachmentUrl } from '@questline/contract';
import { uploadAttachment } from '../../../api/issues';
import type { ImageUpload } from '../../../ui/editor/images';

/** Images in an issue's or a comment's text are the project's attachments, claimed when the text is saved. */
export function issueImageUpload(projectId: number): ImageUpload {
  return async (file) => {
    const uploaded = (await uploadAttachment(projectId, file, file.name || 'image.png')).data;
    return { src: attachmentUrl(uploaded.attachmentId), alt: uploaded.fileName };
  };
}
