import type { Locale } from '../locale';

/** The streaming test page (/devTest, issue 34, ADR 0126). */
export const diagnosticsMessages = {
  zh: {
    diagTooManyStreams: '同时打开的流式测试连接已达 {max} 个，请关闭其他测试页后再试',
  },
  en: {
    diagTooManyStreams: 'You already have {max} streaming test connections open. Close another test page and try again',
  },
} as const satisfies Record<Locale, Record<string, string>>;
