import type { Config } from '../config';
import { diskFileStorage, filesRoot } from './diskStorage';
import type { FileStorage } from './fileStorage';
import { s3FileStorage } from './s3Storage';

/** The storage the configuration names (FILE_STORAGE): DATA_DIR/files or the bucket. */
export function openFileStorage(config: Pick<Config, 'fileStorage' | 'dataDir'>): FileStorage {
  return config.fileStorage.driver === 's3'
    ? s3FileStorage(config.fileStorage)
    : diskFileStorage(filesRoot(config.dataDir));
}
