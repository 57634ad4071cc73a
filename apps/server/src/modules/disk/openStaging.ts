import type { Config } from '../../config';
import type { FileStorage } from '../../storage/fileStorage';
import type { EphemeralStore } from '../../store/ephemeral';
import { bucketStaging } from './bucketStaging';
import { type UploadStaging, folderStaging } from './staging';

/**
 * The staging of the configured storage: with a bucket, the bucket itself, so an upload resumes through any
 * instance (ADR 0133); on disk, DATA_DIR/uploads, shared by the instances that mount it.
 */
export function openUploadStaging(deps: {
  config: Pick<Config, 'fileStorage' | 'dataDir'>;
  files: FileStorage;
  store: EphemeralStore;
}): Promise<UploadStaging> {
  const { fileStorage } = deps.config;
  return fileStorage.driver === 's3'
    ? bucketStaging(fileStorage, deps)
    : Promise.resolve(folderStaging(deps.config.dataDir, deps.files, deps.store));
}
