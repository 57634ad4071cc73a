import type { Locale } from '../locale';

/**
 * Share links of the knowledge base and the network disk (modules/shareLinks; issue 32). A gone issue share answers
 * its own `shareInvalid` (messages/issues.ts).
 */
export const shareMessages = {
  zh: {
    sharePasswordLength: '访问密码长度为 {min} 到 {max} 个字符',
    sharePasswordWrong: '访问密码不正确',
    shareNotFound: '分享不存在或已失效',
    sharePasswordTooManyTries: '密码错误次数过多，请 15 分钟后再试',
  },
  en: {
    sharePasswordLength: 'The password must be {min} to {max} characters long',
    sharePasswordWrong: 'The password is incorrect',
    shareNotFound: 'The share does not exist or is no longer available',
    sharePasswordTooManyTries: 'Too many wrong passwords; try again in 15 minutes',
  },
} as const satisfies Record<Locale, Record<string, string>>;
