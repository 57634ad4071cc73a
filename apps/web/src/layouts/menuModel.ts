import type { Edition } from '@questline/contract';
import type { RouteName } from '../app/routeTable';

/** Spec point 2 "Left menu": entries, their targets, and the labs flag. */
export interface MenuLeaf {
  key: string;
  route: RouteName;
  path: string;
}

export interface MenuEntry {
  key: string;
  /** A leaf navigates; an entry with children opens a submenu. */
  path?: string;
  children?: MenuLeaf[];
  /** Large screen, tools and draw sit behind a build flag (on by default). */
  labs?: boolean;
}

export const MENU_ENTRIES: readonly MenuEntry[] = [
  { key: 'project', path: '/index' },
  // Not in spec point 2's list: the issue list is the page people work in, one click away (issue 38, point 4).
  { key: 'issues', path: '/problem' },
  {
    key: 'todo',
    children: [
      { key: 'myTodo', route: 'backlog', path: '/backlog' },
      { key: 'memberTodo', route: 'backloguser', path: '/backloguser' },
    ],
  },
  { key: 'bigScreen', path: '/bigScreen', labs: true },
  {
    key: 'test',
    children: [
      { key: 'testLibrary', route: 'testLibrary', path: '/testLibrary' },
      { key: 'testTask', route: 'test', path: '/test' },
    ],
  },
  {
    key: 'tools',
    labs: true,
    children: [
      { key: 'interfaceTesting', route: 'testing', path: '/testing' },
      { key: 'networkDisk', route: 'myNetworkDisk', path: '/myNetworkDisk' },
      { key: 'knowledgeBase', route: 'knowledgeBase', path: '/knowledgeBase' },
      { key: 'resources', route: 'resources', path: '/resources' },
    ],
  },
  {
    key: 'draw',
    labs: true,
    children: [
      { key: 'draw', route: 'Midjourney', path: '/Midjourney' },
      { key: 'chat', route: 'ChatGPT', path: '/ChatGPT' },
    ],
  },
  { key: 'invite', path: '/invitation' },
  { key: 'deployLocally', path: '/inside/deployLocally' },
  { key: 'team', path: '/team' },
];

/** Height of one top-level menu row, its margins included (antd inline menu). */
export const MENU_ROW_PX = 44;
/** Logo above the menu plus the user block below it. */
export const MENU_CHROME_PX = 64 + 72;

/**
 * What only the hosted service offers: the deploy-locally entry sells the self-hosted install (ADR 0103), and the
 * invitation programme pays points (ADR 0111). An install that is self-hosted leaves them out.
 */
const HOSTED_ONLY: readonly string[] = ['deployLocally', 'invite'];

export function menuEntries(labsEnabled: boolean, edition: Edition = 'saas'): MenuEntry[] {
  return MENU_ENTRIES.filter(
    (entry) => (labsEnabled || !entry.labs) && !(edition === 'self-hosted' && HOSTED_ONLY.includes(entry.key)),
  );
}

/**
 * How many entries fit in the window; the rest go to the overflow menu,
 * which itself takes a row (spec point 2 "How the menu behaves").
 */
export function splitMenu(entries: readonly MenuEntry[], windowHeight: number) {
  const rows = Math.max(1, Math.floor((windowHeight - MENU_CHROME_PX) / MENU_ROW_PX));
  if (entries.length <= rows) return { visible: [...entries], overflow: [] as MenuEntry[] };
  const shown = Math.max(1, rows - 1);
  return { visible: entries.slice(0, shown), overflow: entries.slice(shown) };
}

/** Every page the menu leads to, submenus opened out, for the command palette's "go to" (issue 35). */
export function menuPages(entries: readonly MenuEntry[]): { key: string; path: string }[] {
  return entries.flatMap((entry) =>
    entry.children
      ? entry.children.map((leaf) => ({ key: leaf.key, path: leaf.path }))
      : entry.path
        ? [{ key: entry.key, path: entry.path }]
        : [],
  );
}
