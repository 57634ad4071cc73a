import type { TestProject } from 'vitest/node';
import type { S3StorageConfig } from '../storage/s3Storage';
import { startLocalS3 } from './s3';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bucket every test server of the server-s3 project keeps its files in, each under a prefix of its own. */
    testBucket: S3StorageConfig | undefined;
  }
}

/**
 * Vitest global set-up of the server-s3 project (issue 32 "API tests ... with both storage drivers"): one s3rver for
 * the whole project, started before its files and stopped after them (ADR 0133).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const s3 = await startLocalS3();
  project.provide('testBucket', s3.config);
  return () => s3.close();
}
