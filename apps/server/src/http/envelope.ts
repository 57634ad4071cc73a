import { type ApiOk, type ApiPage, type Locale, ResultCode, formatMessage } from '@questline/contract';

export function ok<T>(locale: Locale, data: T): ApiOk<T> {
  return { code: ResultCode.ok, msg: formatMessage(locale, 'ok'), data };
}

export function page<T>(locale: Locale, rows: T[], total: number): ApiPage<T> {
  return { code: ResultCode.ok, msg: formatMessage(locale, 'ok'), rows, total };
}
