import { describe, expect, it } from 'vitest';
import { BACKLOG_COLUMNS, DEFAULT_BACKLOG_COLUMNS } from './backlogApi';
import { backlogFilter, memberBacklogFilter, setBacklogColumnsBody } from './backlogSchemas';
import { announcementBody, markReadBody, noticeListQuery } from './noticeSchemas';
import { NOTIFICATION_KIND_LABELS, notificationText } from './socketApi';

describe('issue 11 contract', () => {
  it('to-do filters default to the newest change first and refuse unknown fields', () => {
    expect(backlogFilter.parse({})).toMatchObject({ orderBy: 'updateTime', order: 'desc' });
    expect(backlogFilter.safeParse({ scope: 'cc' }).success).toBe(false);
    expect(memberBacklogFilter.safeParse({}).success).toBe(false);
    expect(memberBacklogFilter.parse({ userId: '4' }).userId).toBe(4);
  });

  it('to-do columns are the issue list’s plus the project; defaults are among them; duplicates refused', () => {
    expect(DEFAULT_BACKLOG_COLUMNS.every((column) => BACKLOG_COLUMNS.includes(column))).toBe(true);
    expect(setBacklogColumnsBody.safeParse({ columns: ['projectName', 'projectName'] }).success).toBe(false);
  });

  it('updateMessageRead takes 0, 1 or 2; the list 1 or 2 or nothing', () => {
    expect([0, 1, 2, 3].map((type) => markReadBody.safeParse({ type }).success)).toEqual([true, true, true, false]);
    expect(noticeListQuery.parse({ noticeType: '2' }).noticeType).toBe(2);
    expect(noticeListQuery.safeParse({ noticeType: '0' }).success).toBe(false);
  });

  it('an announcement title counts bytes (a Chinese character is 3)', () => {
    expect(announcementBody.safeParse({ noticeTitle: '公'.repeat(50), noticeContent: 'x' }).success).toBe(true);
    expect(announcementBody.safeParse({ noticeTitle: '公'.repeat(51), noticeContent: 'x' }).success).toBe(false);
  });

  it('notification titles exist in both languages; the text is "#number title"', () => {
    expect(Object.keys(NOTIFICATION_KIND_LABELS.zh)).toEqual(Object.keys(NOTIFICATION_KIND_LABELS.en));
    expect(notificationText(12, 'Login fails')).toBe('#12 Login fails');
  });
});
