import { DEFAULT_LOCALE, type Locale } from './locale';

/**
 * Every message the server can put in `msg`, in both languages.
 * Keys are the server's vocabulary; `{name}` marks a parameter.
 */
export const serverMessages = {
  zh: {
    ok: '操作成功',
    unauthorized: '认证失败，无法访问系统资源',
    sessionExpired: '登录状态已过期，请重新登录',
    sessionReplaced: '您的账号已在别处登录，请重新登录',
    forbidden: '当前操作没有权限',
    notFound: '访问资源不存在',
    routeNotFound: '接口 {method} {path} 不存在',
    unknownError: '系统未知错误，请反馈给管理员',
    malformedJson: '请求内容不是有效的 JSON',
    badRequest: '请求格式不正确',
    payloadTooLarge: '请求内容过大，上限为 {limit}',
    unsupportedMediaType: '不支持的内容类型：{type}',
    rateLimited: '操作过于频繁，请稍后再试',
    invalidInput: '参数错误：{details}',
    fieldRequired: '{field} 不能为空',
    fieldType: '{field} 应为 {expected}',
    fieldTooSmall: '{field} 不能小于 {minimum}',
    fieldTooBig: '{field} 不能大于 {maximum}',
    fieldTooShort: '{field} 长度不能少于 {minimum}',
    fieldTooLong: '{field} 长度不能超过 {maximum}',
    fieldFormat: '{field} 格式不正确',
    fieldValue: '{field} 的取值不在允许范围内',
    unknownFields: '不支持的字段：{keys}',
    body: '请求内容',
  },
  en: {
    ok: 'Success',
    unauthorized: 'Authentication failed, unable to access system resources',
    sessionExpired: 'Your login has expired, please sign in again',
    sessionReplaced: 'Your account has been signed in elsewhere, please sign in again',
    forbidden: 'No permission for the current operation',
    notFound: 'The resource does not exist',
    routeNotFound: 'There is no interface {method} {path}',
    unknownError: 'Unknown system error, please report it to the administrator',
    malformedJson: 'The request body is not valid JSON',
    badRequest: 'The request is malformed',
    payloadTooLarge: 'The request body is too large; the limit is {limit}',
    unsupportedMediaType: 'Unsupported content type: {type}',
    rateLimited: 'Too many requests, please try again later',
    invalidInput: 'Invalid input: {details}',
    fieldRequired: '{field} is required',
    fieldType: '{field} must be {expected}',
    fieldTooSmall: '{field} must be at least {minimum}',
    fieldTooBig: '{field} must be at most {maximum}',
    fieldTooShort: '{field} must be at least {minimum} long',
    fieldTooLong: '{field} must be at most {maximum} long',
    fieldFormat: '{field} has an invalid format',
    fieldValue: '{field} has a value that is not allowed',
    unknownFields: 'Unknown field(s): {keys}',
    body: 'request body',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type MessageKey = keyof (typeof serverMessages)['zh'];
export type MessageParams = Record<string, string | number>;

export function formatMessage(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template: string = serverMessages[locale][key] ?? serverMessages[DEFAULT_LOCALE][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
