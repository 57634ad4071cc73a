import { type ApiOk, DEMO_START_PATH, type DemoStart } from '@questline/contract';
import { post } from './client';

/** Opens a sandbox of the demo team and signs the visitor in as its owner (issue 39); no token needed. */
export function startDemo(): Promise<ApiOk<DemoStart>> {
  return post<ApiOk<DemoStart>>(DEMO_START_PATH);
}
