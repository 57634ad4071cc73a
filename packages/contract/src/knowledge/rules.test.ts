import { describe, expect, it } from 'vitest';
import { formatMessage, serverMessages } from '../messages';
import {
  ASSIGNABLE_KNOWLEDGE_ROLES,
  FOLDER_NAME_MAX_BYTES,
  FOLDER_NAME_MAX_CHARS,
  KNOWLEDGE_ACTIONS,
  KNOWLEDGE_NAME_MAX_BYTES,
  KNOWLEDGE_REMARK_MAX,
  KNOWLEDGE_ROLES,
  documentTitleProblem,
  folderNameProblem,
  knowledgeNameProblem,
  knowledgeRemarkProblem,
  mayKnowledge,
} from './rules';
import { highlight, highlightedText, searchTerms, snippet } from './snippet';
import { BUILT_IN_TEMPLATES, BUILT_IN_TEMPLATE_TEXT } from './templates';

/** Spec point 6 "Knowledge base roles" as the role table. */
describe('knowledge base roles', () => {
  it('lets the owner do everything and only the owner delete the space', () => {
    for (const action of KNOWLEDGE_ACTIONS) expect(mayKnowledge('owner', action)).toBe(true);
    expect(KNOWLEDGE_ROLES.filter((role) => mayKnowledge(role, 'deleteSpace'))).toEqual(['owner']);
  });

  it('lets admins manage people and settings, members write, and read-only members only read', () => {
    expect(mayKnowledge('admin', 'manage')).toBe(true);
    expect(mayKnowledge('admin', 'configure')).toBe(true);
    expect(mayKnowledge('member', 'write')).toBe(true);
    expect(mayKnowledge('member', 'manage')).toBe(false);
    expect(KNOWLEDGE_ACTIONS.filter((action) => mayKnowledge('reader', action))).toEqual(['read']);
  });

  it('never hands out ownership through an invitation or a role change', () => {
    expect(ASSIGNABLE_KNOWLEDGE_ROLES).not.toContain('owner');
  });
});

/** Spec point 5 "Names" and "Knowledge-base invitation and document title". */
describe('knowledge base limits', () => {
  it('requires a name of at most 60 bytes', () => {
    expect(knowledgeNameProblem('  ')).toBe('required');
    expect(knowledgeNameProblem('知'.repeat(KNOWLEDGE_NAME_MAX_BYTES / 3))).toBeNull();
    expect(knowledgeNameProblem('知'.repeat(KNOWLEDGE_NAME_MAX_BYTES / 3 + 1))).toBe('tooLong');
    expect(knowledgeNameProblem('a'.repeat(61))).toBe('tooLong');
  });

  it('allows a remark of 500 characters, Chinese ones counted as one each', () => {
    expect(knowledgeRemarkProblem('备'.repeat(KNOWLEDGE_REMARK_MAX))).toBeNull();
    expect(knowledgeRemarkProblem('备'.repeat(KNOWLEDGE_REMARK_MAX + 1))).toBe('tooLong');
  });

  it('counts folder names in bytes in the add dialog and in characters in the settings', () => {
    expect(folderNameProblem('', 'dialog')).toBe('required');
    expect(folderNameProblem('a'.repeat(FOLDER_NAME_MAX_BYTES), 'dialog')).toBeNull();
    expect(folderNameProblem('文'.repeat(17), 'dialog')).toBe('tooLong');
    expect(folderNameProblem('文'.repeat(FOLDER_NAME_MAX_CHARS), 'settings')).toBeNull();
    expect(folderNameProblem('a'.repeat(FOLDER_NAME_MAX_CHARS + 1), 'settings')).toBe('tooLong');
  });

  it('requires a document title', () => {
    expect(documentTitleProblem(' \n ')).toBe('required');
    expect(documentTitleProblem('发布计划')).toBeNull();
  });
});

describe('built-in templates', () => {
  it('has every template in both languages with a name and a body', () => {
    for (const locale of ['zh', 'en'] as const) {
      for (const key of BUILT_IN_TEMPLATES) {
        expect(BUILT_IN_TEMPLATE_TEXT[locale][key].name.length).toBeGreaterThan(0);
        expect(BUILT_IN_TEMPLATE_TEXT[locale][key].content).toContain('<h2>');
      }
    }
    expect(BUILT_IN_TEMPLATE_TEXT.zh.meetingNotes.name).toBe('会议纪要');
  });

  it('lays the requirements and the schedule out as tables with a header row to fill in', () => {
    const requirements = BUILT_IN_TEMPLATE_TEXT.en.requirements.content;
    expect(requirements).toContain('<table><tbody><tr><th><p>No.</p></th><th><p>Requirement</p></th>');
    expect(requirements.match(/<tr>/g)).toHaveLength(4);
    expect(BUILT_IN_TEMPLATE_TEXT.zh.testPlan.content).toContain('<th><p>负责人</p></th></tr><tr><td><p></p></td>');
  });
});

describe('search snippets', () => {
  it('splits the keyword on spaces and drops repeats', () => {
    expect(searchTerms('  发布  release 发布 ')).toEqual(['发布', 'release']);
  });

  it('marks every match ignoring case and escapes the rest', () => {
    expect(highlight('Release <b> & release', ['release'])).toBe(
      '<mark>Release</mark> &lt;b&gt; &amp; <mark>release</mark>',
    );
    expect(highlight('版本发布说明', ['发布'])).toBe('版本<mark>发布</mark>说明');
  });

  it('reads highlighted HTML back as the text it was made from', () => {
    const text = `Release <b> & "it's" release`;
    expect(highlightedText(highlight(text, ['release']))).toBe(text);
    expect(highlightedText('&amp;lt;')).toBe('&lt;');
  });

  it('cuts a window around the first match', () => {
    const text = `${'a'.repeat(200)}目标${'b'.repeat(200)}`;
    const cut = snippet(text, ['目标'], 60);
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).toContain('<mark>目标</mark>');
  });
});

describe('knowledge messages', () => {
  it('names the folder rule of spec point 8 in both languages', () => {
    expect(serverMessages.zh.folderHasChildren).toContain('不能删除');
    expect(formatMessage('en', 'knowledgeNameTooLong', { max: 60 })).toContain('60 bytes');
  });
});
