import type { Locale } from '../locale';

/**
 * Issue 15 "Templates": the built-in templates in both languages. Their bodies are the editor's HTML, so a
 * document made from one opens ready to fill in; team templates saved from documents live in the database.
 */
export const BUILT_IN_TEMPLATES = [
  'requirements',
  'testPlan',
  'meetingNotes',
  'releaseNotes',
  'retrospective',
] as const;
export type BuiltInTemplate = (typeof BUILT_IN_TEMPLATES)[number];

interface TemplateText {
  name: string;
  content: string;
}

const h2 = (text: string) => `<h2>${text}</h2>`;
const list = (...items: string[]) => `<ul>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ul>`;
const tasks = (...items: string[]) =>
  `<ul data-type="taskList">${items
    .map((item) => `<li data-type="taskItem" data-checked="false"><p>${item}</p></li>`)
    .join('')}</ul>`;
const cell = (tag: 'th' | 'td', text: string) => `<${tag}><p>${text}</p></${tag}>`;
/** A table to fill in: a header row of the columns and `rows` empty rows (the editor's table markup). */
const table = (rows: number, ...columns: string[]) =>
  `<table><tbody><tr>${columns.map((name) => cell('th', name)).join('')}</tr>${`<tr>${columns
    .map(() => cell('td', ''))
    .join('')}</tr>`.repeat(rows)}</tbody></table>`;

export const BUILT_IN_TEMPLATE_TEXT: Record<Locale, Record<BuiltInTemplate, TemplateText>> = {
  zh: {
    requirements: {
      name: '需求文档',
      content: [
        h2('背景'),
        '<p></p>',
        h2('目标'),
        list('', ''),
        h2('需求说明'),
        table(3, '编号', '需求', '优先级', '说明'),
        h2('验收标准'),
        tasks(''),
      ].join(''),
    },
    testPlan: {
      name: '测试计划',
      content: [
        h2('测试范围'),
        list(''),
        h2('测试环境'),
        '<p></p>',
        h2('进度安排'),
        table(3, '阶段', '开始', '结束', '负责人'),
        h2('风险'),
        list(''),
      ].join(''),
    },
    meetingNotes: {
      name: '会议纪要',
      content: [h2('时间与参会人'), '<p></p>', h2('议题'), list(''), h2('结论'), '<p></p>', h2('待办'), tasks('')].join(
        '',
      ),
    },
    releaseNotes: {
      name: '发布说明',
      content: [h2('版本'), '<p></p>', h2('新功能'), list(''), h2('问题修复'), list(''), h2('已知问题'), list('')].join(
        '',
      ),
    },
    retrospective: {
      name: '回顾总结',
      content: [h2('做得好的'), list(''), h2('待改进的'), list(''), h2('改进行动'), tasks('')].join(''),
    },
  },
  en: {
    requirements: {
      name: 'Requirements document',
      content: [
        h2('Background'),
        '<p></p>',
        h2('Goals'),
        list('', ''),
        h2('Requirements'),
        table(3, 'No.', 'Requirement', 'Priority', 'Notes'),
        h2('Acceptance criteria'),
        tasks(''),
      ].join(''),
    },
    testPlan: {
      name: 'Test plan',
      content: [
        h2('Scope'),
        list(''),
        h2('Environment'),
        '<p></p>',
        h2('Schedule'),
        table(3, 'Phase', 'Start', 'End', 'Owner'),
        h2('Risks'),
        list(''),
      ].join(''),
    },
    meetingNotes: {
      name: 'Meeting notes',
      content: [
        h2('Date and attendees'),
        '<p></p>',
        h2('Agenda'),
        list(''),
        h2('Decisions'),
        '<p></p>',
        h2('Action items'),
        tasks(''),
      ].join(''),
    },
    releaseNotes: {
      name: 'Release notes',
      content: [
        h2('Version'),
        '<p></p>',
        h2('New features'),
        list(''),
        h2('Fixes'),
        list(''),
        h2('Known issues'),
        list(''),
      ].join(''),
    },
    retrospective: {
      name: 'Retrospective',
      content: [h2('What went well'), list(''), h2('What to improve'), list(''), h2('Actions'), tasks('')].join(''),
    },
  },
};

export function builtInTemplate(locale: Locale, key: BuiltInTemplate): TemplateText {
  return BUILT_IN_TEMPLATE_TEXT[locale][key];
}
