import type { Locale } from '../locale';

/**
 * Issue 10: the enumerated fields of an issue (spec point 3 "Issue (question)") and its limits
 * (spec point 5 "Issue", "Imports", "Attachments"). Codes are the API's numbers; labels are the one
 * place both languages name them, so a server message and a web tag say the same word.
 */

export const QUESTION_TITLE_MAX_BYTES = 100;
/** A description or comment is rich text; this bounds the sanitised HTML, not what a person types. */
export const QUESTION_DESCRIPTION_MAX = 100_000;
export const QUESTION_COMMENT_MAX = 20_000;
export const QUESTION_NOTE_MAX = 1000;
export const QUESTION_ESTIMATE_MAX_HOURS = 9999;
export const QUESTION_HANDLERS_MAX = 20;
export const QUESTION_CC_MAX = 50;
export const QUESTION_RELATED_MAX = 50;
/** One batch action names at most this many issues (the largest page size of spec point 9). */
export const QUESTION_BATCH_MAX = 300;
export const QUESTION_IMPORT_MAX_ROWS = 100;
export const QUESTION_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const QUESTION_ATTACHMENTS_MAX = 10;

export const QUESTION_TYPES = [1, 2, 3, 4] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const SEVERITIES = [1, 2, 3] as const;
export type Severity = (typeof SEVERITIES)[number];

export const PRIORITIES = [1, 2, 3, 4] as const;
export type Priority = (typeof PRIORITIES)[number];

export const TERMINALS = [1, 2, 3, 4, 5, 6] as const;
export type Terminal = (typeof TERMINALS)[number];

export const DEFECT_CATEGORIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type DefectCategory = (typeof DEFECT_CATEGORIES)[number];

export const REFUSE_REASONS = [1, 2, 3, 4, 5, 6] as const;
export type RefuseReason = (typeof REFUSE_REASONS)[number];

export const HANDLING_MODES = ['single', 'multi'] as const;
export type HandlingMode = (typeof HANDLING_MODES)[number];

type Labels<K extends number> = Record<Locale, Record<K, string>>;

export const QUESTION_TYPE_LABELS: Labels<QuestionType> = {
  zh: { 1: '缺陷', 2: '任务', 3: '需求', 4: '优化' },
  en: { 1: 'Defect', 2: 'Task', 3: 'Requirement', 4: 'Optimisation' },
};

/** Spec point 3 gives two readings of severity; the second (general, medium, severe) is the one shown. */
export const SEVERITY_LABELS: Labels<Severity> = {
  zh: { 1: '一般', 2: '中等', 3: '严重' },
  en: { 1: 'General', 2: 'Medium', 3: 'Severe' },
};

export const PRIORITY_LABELS: Labels<Priority> = {
  zh: { 1: '低', 2: '中', 3: '高', 4: '紧急' },
  en: { 1: 'Low', 2: 'Medium', 3: 'High', 4: 'Urgent' },
};

export const TERMINAL_LABELS: Labels<Terminal> = {
  zh: { 1: 'Web/前端', 2: '服务端/后端', 3: 'iOS', 4: 'Android', 5: '公众号', 6: '小程序' },
  en: { 1: 'Web/front end', 2: 'Server/back end', 3: 'iOS', 4: 'Android', 5: 'Official account', 6: 'Mini-program' },
};

export const DEFECT_CATEGORY_LABELS: Labels<DefectCategory> = {
  zh: {
    1: '功能',
    2: '性能',
    3: '界面',
    4: '安全',
    5: 'UI',
    6: '兼容性',
    7: '易用性',
    8: '数据',
    9: '逻辑',
    10: '需求',
    11: '数据请求',
    12: '同一原因',
  },
  en: {
    1: 'Function',
    2: 'Performance',
    3: 'Interface',
    4: 'Security',
    5: 'UI',
    6: 'Compatibility',
    7: 'Usability',
    8: 'Data',
    9: 'Logic',
    10: 'Requirement',
    11: 'Data request',
    12: 'Same cause',
  },
};

export const REFUSE_REASON_LABELS: Labels<RefuseReason> = {
  zh: { 1: '不是缺陷', 2: '重复问题', 3: '设计如此', 4: '无法复现', 5: '不认同建议', 6: '忽略' },
  en: {
    1: 'Not a bug',
    2: 'Duplicate',
    3: 'By design',
    4: 'Cannot reproduce',
    5: 'Disagree with suggestion',
    6: 'Ignore',
  },
};

/** Attachments (spec point 5): the kind decides the preview; the content, not the name, decides the kind. */
export const ATTACHMENT_KINDS = ['image', 'video', 'file'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
export const IMAGE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'bmp', 'png'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'avi', '3gp'] as const;
