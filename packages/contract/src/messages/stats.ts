import type { Locale } from '../locale';

/** Statistics filters (issue 13). */
export const statsMessages = {
  zh: {
    statsRangeOrder: '结束日期不能早于开始日期',
    statsRangeTooLong: '统计的日期范围最长 {max} 天',
    statsVersionInvalid: '所选版本不属于该项目',
    statsIterationInvalid: '所选迭代不属于该项目',
  },
  en: {
    statsRangeOrder: 'The end date cannot be before the start date',
    statsRangeTooLong: 'A statistics date range spans at most {max} days',
    statsVersionInvalid: 'The chosen version does not belong to this project',
    statsIterationInvalid: 'The chosen iteration does not belong to this project',
  },
} as const satisfies Record<Locale, Record<string, string>>;
