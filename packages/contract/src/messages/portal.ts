import type { Locale } from '../locale';

/** The update log's editing by platform administrators (issue 12). */
export const portalMessages = {
  zh: {
    updateLogSummaryRequired: '摘要不能为空',
    updateLogSummaryTooLong: '摘要不能超过 {max} 个字',
    updateLogContentRequired: '内容不能为空',
    updateLogContentTooLong: '内容不能超过 {max} 个字',
    updateLogDayInvalid: '日期不正确',
  },
  en: {
    updateLogSummaryRequired: 'The summary is required',
    updateLogSummaryTooLong: 'The summary must not exceed {max} characters',
    updateLogContentRequired: 'The content is required',
    updateLogContentTooLong: 'The content must not exceed {max} characters',
    updateLogDayInvalid: 'The date is not a valid day',
  },
} as const satisfies Record<Locale, Record<string, string>>;
