import { failure } from '../../http/errors';
import { storeImage } from '../../http/storedImage';
import type { FileStorage } from '../../storage/fileStorage';

/** projects.image of an uploaded picture; served at GET /prod-api/profile/project/<name>. */
export const PROJECT_IMAGE_URL_PREFIX = '/profile/project/';

/**
 * Stores a project picture under a new random name and answers the value for projects.image. Checked by
 * content like avatars (ADR 0010): a renamed text file is refused. The picture is uploaded before the
 * project is saved, so it belongs to no project yet and is public by its unguessable name.
 */
export async function storeProjectImage(options: { files: FileStorage; content: Buffer }): Promise<string> {
  const name = await storeImage(options.files, 'projectImages', options.content);
  if (!name) throw failure('projectImageInvalid');
  return `${PROJECT_IMAGE_URL_PREFIX}${name}`;
}

/** Only an image this server stored (or nothing) may be set on a project: no outside links to track readers. */
export function isStoredProjectImage(value: string): boolean {
  return value === '' || /^\/profile\/project\/[a-f0-9]{32}\.(png|jpg)$/.test(value);
}
