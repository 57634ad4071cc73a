import type { Locale } from '../locale';

/**
 * The public detail page's call (issue 39, ADR 0120). One not-found for every object that is missing or not public,
 * so the answer never tells a draft from a deleted or never-made object.
 */
export const detailMessages = {
  zh: {
    detailNotFound: '内容不存在或未公开',
    detailTypeInvalid: '类型只能是 announcement、updateLog 或 resource',
    detailIdInvalid: '编号应为正整数',
  },
  en: {
    detailNotFound: 'This item does not exist or is not public',
    detailTypeInvalid: 'The type must be announcement, updateLog or resource',
    detailIdInvalid: 'The id must be a positive whole number',
  },
} as const satisfies Record<Locale, Record<string, string>>;
