import { type SearchHit, highlightedText } from '@questline/contract';
import type { Command } from './commandRegistry';

/** One line of the command palette: what it says, where it belongs, what choosing it does. */
export interface PaletteOption {
  id: string;
  section: 'issue' | 'list' | 'page' | 'project' | 'hit' | 'searchAll';
  label: string;
  /** A search hit's title, highlighted by the server (escaped text and <mark> only). */
  labelHtml?: string;
  /** Where it lives, or its key. */
  hint?: string;
  choose: () => void;
}

export interface PaletteSources {
  query: string;
  commands: readonly Command[];
  pages: readonly { path: string; label: string }[];
  projects: readonly { projectId: number; projectName: string }[];
  hits: readonly SearchHit[];
  go: (path: string) => void;
  openProject: (projectId: number) => void;
  openHit: (hit: SearchHit) => void;
  searchEverywhere: (query: string) => void;
  labels: { searchAll: (query: string) => string };
}

/** At most this many pages and projects are offered for a query, so search hits stay in sight. */
const NAMED_PER_SECTION = 5;

/** Every word of the query in the text, in any case and order: "rep sta" finds "Start repair". */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = text.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => haystack.includes(word));
}

/**
 * What the palette offers for a query (issue 35): the commands of the issue and the list in view first (the reason
 * to open it from a page), then pages and projects by name, then search hits, then the search page itself. An empty
 * query offers the commands and the pages.
 */
export function paletteOptions(sources: PaletteSources): PaletteOption[] {
  const query = sources.query.trim();
  const commands = sources.commands
    .filter((command) => matchesQuery(command.title, query))
    .map<PaletteOption>((command) => ({
      id: `command:${command.id}`,
      section: command.group,
      label: command.title,
      hint: command.key,
      choose: command.run,
    }));
  const issueFirst = [
    ...commands.filter((option) => option.section === 'issue'),
    ...commands.filter((option) => option.section === 'list'),
  ];
  const pages = sources.pages
    .filter((page) => matchesQuery(page.label, query))
    .slice(0, query === '' ? undefined : NAMED_PER_SECTION)
    .map<PaletteOption>((page) => ({
      id: `page:${page.path}`,
      section: 'page',
      label: page.label,
      choose: () => sources.go(page.path),
    }));
  if (query === '') return [...issueFirst, ...pages];
  const projects = sources.projects
    .filter((project) => matchesQuery(project.projectName, query))
    .slice(0, NAMED_PER_SECTION)
    .map<PaletteOption>((project) => ({
      id: `project:${String(project.projectId)}`,
      section: 'project',
      label: project.projectName,
      choose: () => sources.openProject(project.projectId),
    }));
  const hits = sources.hits.map<PaletteOption>((hit) => ({
    id: `hit:${hit.kind}:${String(hit.id)}`,
    section: 'hit',
    label: highlightedText(hit.titleHtml),
    labelHtml: hit.titleHtml,
    hint: hit.projectName ?? undefined,
    choose: () => sources.openHit(hit),
  }));
  const searchAll: PaletteOption = {
    id: 'searchAll',
    section: 'searchAll',
    label: sources.labels.searchAll(query),
    choose: () => sources.searchEverywhere(query),
  };
  return [...issueFirst, ...pages, ...projects, ...hits, searchAll];
}
