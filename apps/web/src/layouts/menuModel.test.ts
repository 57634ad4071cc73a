import { describe, expect, it } from 'vitest';
import { MENU_CHROME_PX, MENU_ENTRIES, MENU_ROW_PX, menuEntries, splitMenu } from './menuModel';

describe('left menu (spec point 2 "Left menu")', () => {
  it('lists project, issues (issue 38, point 4), to-dos, large screen, test, tools, draw, invite, local deployment and team setup', () => {
    expect(MENU_ENTRIES.map((entry) => entry.key)).toEqual([
      'project',
      'issues',
      'todo',
      'bigScreen',
      'test',
      'tools',
      'draw',
      'invite',
      'deployLocally',
      'team',
    ]);
  });

  it('hides large screen, tools and draw when the build flag is off', () => {
    expect(menuEntries(false).map((entry) => entry.key)).not.toContain('bigScreen');
    expect(menuEntries(false)).toHaveLength(7);
    expect(menuEntries(true)).toHaveLength(10);
    // Issue 38: a self-hosted installation is not sold its own deployment.
    expect(menuEntries(true, 'self-hosted').map((entry) => entry.key)).not.toContain('deployLocally');
    // Nor its points programme (issue 30, ADR 0111).
    expect(menuEntries(true, 'self-hosted').map((entry) => entry.key)).not.toContain('invite');
    expect(menuEntries(true, 'saas').map((entry) => entry.key)).toContain('invite');
    expect(menuEntries(true, 'saas').map((entry) => entry.key)).toContain('deployLocally');
  });

  it('shows every entry when the window is tall enough', () => {
    const tall = MENU_CHROME_PX + 10 * MENU_ROW_PX;
    expect(splitMenu(menuEntries(true), tall).overflow).toEqual([]);
  });

  it('moves the entries that do not fit to the overflow menu, which takes a row itself', () => {
    const short = MENU_CHROME_PX + 5 * MENU_ROW_PX;
    const { visible, overflow } = splitMenu(menuEntries(true), short);
    expect(visible.map((entry) => entry.key)).toEqual(['project', 'issues', 'todo', 'bigScreen']);
    expect(overflow.map((entry) => entry.key)).toEqual(['test', 'tools', 'draw', 'invite', 'deployLocally', 'team']);
  });

  it('always shows at least one entry', () => {
    expect(splitMenu(menuEntries(true), 10).visible).toHaveLength(1);
  });
});
