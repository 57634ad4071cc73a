import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '@questline/contract';

/** What apps/web/build/routePreload.ts writes: each workspace route's chunks, each language's tables (ADR 0145). */
interface RoutePreloads {
  paths: Record<string, string[]>;
  locales: Partial<Record<Locale, string[]>>;
}

/** What apps/web/build/workspaceShell.ts writes: the workspace's frame, drawn before any script (ADR 0150). */
interface WorkspaceShell {
  head: string;
  body: string;
}

function workspaceShell(webDist: string): WorkspaceShell | undefined {
  const file = path.join(webDist, 'prerender', 'workspace-shell.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as WorkspaceShell) : undefined;
}

/** Answers a route path (any case) in a language with its page, or undefined when the build named no chunks for it. */
export type RoutePage = (routePath: string, locale: Locale) => Buffer | undefined;

/**
 * Issue 37 (ADR 0145): index.html with, before `</head>`, a modulepreload link for each chunk the route's first render
 * needs that the page does not already name, so a phone fetches the layout, the page and their imports beside the
 * entry instead of a round trip after each. Built once per route and language at start-up: about fifty routes.
 * Each also carries the workspace's frame (ADR 0150), painted as the page is parsed, before any script has run.
 */
export function routePages(webDist: string, indexHtml: Buffer): RoutePage {
  const file = path.join(webDist, 'prerender', 'route-preloads.json');
  if (!fs.existsSync(file)) return () => undefined;
  const preloads = JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreloads;
  const shell = workspaceShell(webDist);
  const html = shell
    ? indexHtml.toString('utf8').replace('</head>', `${shell.head}</head>`).replace('<body>', `<body>${shell.body}`)
    : indexHtml.toString('utf8');
  const pages = new Map<string, Buffer>();
  for (const [routePath, files] of Object.entries(preloads.paths)) {
    for (const [locale, tables] of Object.entries(preloads.locales)) {
      const links = [...new Set([...files, ...tables])]
        .filter((name) => !html.includes(`/${name}"`))
        .map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`)
        .join('');
      pages.set(`${locale} ${routePath.toLowerCase()}`, Buffer.from(html.replace('</head>', `${links}</head>`)));
    }
  }
  return (routePath, locale) => pages.get(`${locale} ${routePath.replace(/\/$/, '').toLowerCase()}`);
}
