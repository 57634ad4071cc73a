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
  /** The entry's stylesheets, carried inline, and those only the portal's layout uses, left out. */
  styles?: { inline: string[]; portalOnly: string[] };
}

const stylesheetLink = (name: string) => `<link rel="stylesheet" crossorigin href="/${name}">`;

/**
 * index.html with the workspace's frame, and without a stylesheet request before its first paint: the entry's
 * stylesheets inline where their links stood (the cascade keeps its order), the portal's left to load with the portal
 * should the person go there (Vite loads a lazy chunk's stylesheet with it). Unchanged when the build wrote no frame.
 */
function framed(webDist: string, html: string): string {
  const file = path.join(webDist, 'prerender', 'workspace-shell.json');
  if (!fs.existsSync(file)) return html;
  const shell = JSON.parse(fs.readFileSync(file, 'utf8')) as WorkspaceShell;
  let page = html.replace('</head>', `${shell.head}</head>`).replace('<body>', `<body>${shell.body}`);
  for (const name of shell.styles?.inline ?? []) {
    // Vite writes a stylesheet's urls from the site's root (base '/'), so they resolve alike inline in any page.
    const css = fs.readFileSync(path.join(webDist, name), 'utf8');
    // The link stays, disabled (not fetched, not applied): Vite's loader of a lazy chunk's stylesheets finds it and does
    // not append a second copy at the end of the head, after antd's styles, which would reorder the cascade.
    page = page.replace(stylesheetLink(name), (link) => `<style>${css}</style>${link.replace('>', ' disabled>')}`);
  }
  for (const name of shell.styles?.portalOnly ?? []) page = page.replace(stylesheetLink(name), '');
  return page;
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
  const html = framed(webDist, indexHtml.toString('utf8'));
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
