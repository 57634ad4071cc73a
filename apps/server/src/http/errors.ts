import { type MessageKey, type MessageParams, ResultCode } from '@questline/contract';

/**
 * An application outcome that is not success. Services throw it; the error
 * mapper turns it into the envelope in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: Exclude<ResultCode, typeof ResultCode.ok>,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly data?: unknown,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const unauthorized = (key: MessageKey = 'unauthorized') => new AppError(ResultCode.unauthorized, key);
export const forbidden = () => new AppError(ResultCode.forbidden, 'forbidden');
export const notFound = () => new AppError(ResultCode.notFound, 'notFound');
export const failure = (key: MessageKey, params?: MessageParams) => new AppError(ResultCode.fail, key, params);
