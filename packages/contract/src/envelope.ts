/** DOMAIN.md "Response envelope and codes": the body codes every answer carries. */
export const ResultCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  payloadTooLarge: 413,
  rateLimited: 429,
  fail: 500,
  planLimit: 500101,
  partial: 500201,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export interface ApiOk<T> {
  code: typeof ResultCode.ok;
  msg: string;
  data: T;
}

export interface ApiPage<T> {
  code: typeof ResultCode.ok;
  msg: string;
  rows: T[];
  total: number;
}

export interface ApiFail<D = undefined> {
  code: Exclude<ResultCode, typeof ResultCode.ok>;
  msg: string;
  data?: D;
}

/** Payload of 500101: enough for the client to offer the right upgrade. */
export interface PlanLimitData {
  limit: number;
  current: number;
  versionCode: number;
  kind: 'projects' | 'members' | 'attachmentSize' | 'paidFeature';
}

/** Payload of 500201: a batch where some items failed. */
export interface PartialData {
  succeeded: number[];
  failed: { id: number; msg: string }[];
}

export type ApiBody<T> = ApiOk<T> | ApiPage<T> | ApiFail<unknown>;
