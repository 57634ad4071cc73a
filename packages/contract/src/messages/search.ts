import type { Locale } from '../locale';

/** Search everywhere (issue 35, ADR 0127). */
export const searchMessages = {
  zh: {
    searchQueryRequired: '请输入要搜索的内容',
    searchQueryTooLong: '搜索内容最多 {max} 个字符',
    searchKindUnknown: '搜索类别只能是：问题、文档、测试用例、计划、成员、项目、网盘文件',
  },
  en: {
    searchQueryRequired: 'Enter something to search for',
    searchQueryTooLong: 'A search can be at most {max} characters long',
    searchKindUnknown: 'The kind must be issue, document, testCase, plan, person, project or diskFile',
  },
} as const satisfies Record<Locale, Record<string, string>>;
