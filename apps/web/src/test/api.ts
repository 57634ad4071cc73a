import type { ApiOk, ApiPage } from '@questline/contract';

/** The body of a successful call (spec point 8), as the mocked API modules answer in component tests. */
export function ok<T>(data: T, msg = ''): ApiOk<T> {
  return { code: 200, msg, data };
}

/** The body of a successful paged list call: its rows and the total the pager counts. */
export function page<T>(rows: T[], total = rows.length): ApiPage<T> {
  return { code: 200, msg: '', rows, total };
}
