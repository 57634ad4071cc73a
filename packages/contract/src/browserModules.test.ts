/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

/**
 * Issue 17 (ADR 0091): the modules the web's first load reads through the index define no zod schema, so the
 * sign-in to the issue list does not download zod (about 21 KB as transferred). Their schemas live beside
 * them (pageQuery.ts, listApi.ts, noticeSchemas.ts, backlogSchemas.ts).
 */
const BROWSER_MODULES = [
  'paging.ts',
  'issues/listColumns.ts',
  'issues/attachmentPaths.ts',
  'detail/detailApi.ts',
  'issues/fields.ts',
  'issues/workflow.ts',
  'notifications/noticeApi.ts',
  'notifications/backlogApi.ts',
];

/** The contract's sources by path from here ('./issues/listApi.ts'), read by Vite's glob import. */
const SOURCES: Record<string, string> = import.meta.glob(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `specifier` imported from `file`, as a key of SOURCES. */
function resolve(file: string, specifier: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return `${parts.join('/')}.ts`;
}

/** Module specifiers a file imports for their values (`import type` is erased and costs the browser nothing). */
function valueImports(file: string): string[] {
  const source = SOURCES[file];
  if (source === undefined) throw new Error(`no source for ${file}`);
  return [...source.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)].map((match) => match[1] ?? '');
}

/** Every package `entry` names through value imports, its own and those of the files it reaches. */
function reach(entry: string): { packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of valueImports(file)) {
      if (specifier.startsWith('.')) visit(resolve(file, specifier));
      else packages.add(specifier);
    }
  };
  visit(`./${entry}`);
  return { packages };
}

describe('contract modules the browser reads on its first load', () => {
  it.each(BROWSER_MODULES)('%s reaches no zod', (entry) => {
    expect([...reach(entry).packages]).not.toContain('zod');
  });

  it('sees zod where a schema module imports it', () => {
    expect([...reach('issues/listApi.ts').packages]).toContain('zod');
  });
});
