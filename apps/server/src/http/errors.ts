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
/**
 * DOMAIN.md's 403: the caller may see the object but not do this, for their role or their part in it (not the
 * creator, a handler, the author). `key` names the rule when the caller can act on it ("only the creator...").
 */
export const forbidden = (key: MessageKey = 'forbidden', params?: MessageParams) =>
  new AppError(ResultCode.forbidden, key, params);
export const notFound = () => new AppError(ResultCode.notFound, 'notFound');
export const failure = (key: MessageKey, params?: MessageParams) => new AppError(ResultCode.fail, key, params);
