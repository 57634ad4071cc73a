import type { SearchHit } from '@questline/contract';
import { describe, expect, it, vi } from 'vitest';
import type { Command } from './commandRegistry';
import { type PaletteSources, matchesQuery, paletteOptions } from './paletteOptions';

const command = (id: string, title: string, group: Command['group'], key?: string): Command => ({
  id,
  title,
  group,
  key,
  run: vi.fn(),
});

function sources(query: string, overrides: Partial<PaletteSources> = {}): PaletteSources {
  return {
    query,
    commands: [command('create', 'Create an issue', 'list', 'c'), command('StartRepair', 'Start repair', 'issue')],
    pages: [
      { path: '/backlog', label: 'My to-dos' },
      { path: '/testLibrary', label: 'Case library' },
    ],
    projects: [{ projectId: 7, projectName: 'Payments' }],
    hits: [],
    go: vi.fn(),
    openProject: vi.fn(),
    openHit: vi.fn(),
    searchEverywhere: vi.fn(),
    labels: { searchAll: (text) => `Search everywhere for "${text}"` },
    ...overrides,
  };
}

describe('the command palette offers (issue 35)', () => {
  it('matches every word in any case and order', () => {
    expect(matchesQuery('Start repair', 'REP sta')).toBe(true);
    expect(matchesQuery('Start repair', 'rep done')).toBe(false);
    expect(matchesQuery('anything', '  ')).toBe(true);
  });

  it('with no query, the issue in view first, then the list, then the pages', () => {
    expect(paletteOptions(sources('')).map((option) => option.id)).toEqual([
      'command:StartRepair',
      'command:create',
      'page:/backlog',
      'page:/testLibrary',
    ]);
  });

  it('for a query, matching commands, pages, projects, search hits and the search page, in that order', () => {
    const hit: SearchHit = {
      kind: 'issue',
      id: 41,
      titleHtml: '<mark>Pay</mark> button &amp; totals',
      snippetHtml: '',
      projectId: 7,
      projectName: 'Payments',
      parentId: null,
      number: 3,
      updateTime: null,
    };
    const given = sources('pay', { hits: [hit] });
    const options = paletteOptions(given);
    expect(options.map((option) => option.id)).toEqual(['project:7', 'hit:issue:41', 'searchAll']);
    expect(options[1]).toMatchObject({ label: 'Pay button & totals', hint: 'Payments' });
    options[0]?.choose();
    expect(given.openProject).toHaveBeenCalledWith(7);
    options[2]?.choose();
    expect(given.searchEverywhere).toHaveBeenCalledWith('pay');
  });

  it('runs a command it offers, and shows its key', () => {
    const given = sources('start');
    const [first] = paletteOptions(given);
    expect(first).toMatchObject({ label: 'Start repair', section: 'issue' });
    first?.choose();
    expect(given.commands[1]?.run).toHaveBeenCalled();
    expect(paletteOptions(sources('create'))[0]?.hint).toBe('c');
  });
});
