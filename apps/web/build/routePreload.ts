import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { type Layout, ROUTES } from '../src/app/routeTable';

/** The file under dist/ the server reads: each workspace route's chunks, and each language's tables (ADR 0145). */
export const ROUTE_PRELOADS_FILE = 'prerender/route-preloads.json';

/** The layouts around a route's page, outermost first (router.tsx: the administration area sits in the workspace). */
const LAYOUT_MODULES: Partial<Record<Layout, string[]>> = {
  main: ['/src/layouts/MainLayout.tsx'],
  admin: ['/src/layouts/MainLayout.tsx', '/src/layouts/AdminLayout.tsx'],
};
const SHELL = '/src/app/AntdShell.tsx';
/** A page's first reads start beside its chunks (router.tsx PREFETCHES, ADR 0095): their module loads then too. */
const PREFETCH_MODULES: Record<string, string> = { problem: '/src/features/issues/list/prefetchProblem.ts' };
/** The workspace's tables of one language (i18n/index.ts loadNamespaces), fetched before its first page renders. */
const TABLES = { zh: '/src/i18n/resources.zh.ts', en: '/src/i18n/resources.en.ts' };

/** `name: () => import('../features/…/Page')` in pages.ts: each route name's page module, from src/. */
function pageModules(pagesFile: string): Map<string, string> {
  const source = fs.readFileSync(pagesFile, 'utf8');
  const pages = new Map<string, string>();
  for (const [, name = '', specifier = ''] of source.matchAll(/^\s*(\w+): \(\) => import\('([^']+)'\)/gm)) {
    pages.set(name, `/src/${path.posix.join('app', specifier).replace(/^\.\.\//, '')}`);
  }
  return pages;
}

const withoutExtension = (file: string) => file.replace(/\.tsx?$/, '');

/** A chunk's file and the files of every chunk it imports statically, transitively. */
function withImports(bundle: Rollup.OutputBundle, fileName: string, into: Set<string>): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const name of chunk.imports) withImports(bundle, name, into);
  return into;
}

/**
 * Issue 37 (ADR 0145): a signed-in visit to a workspace route gets index.html, whose entry learns of the layout's
 * and the page's chunks only once the router has run, and of their imports only once those have arrived: on a
 * phone's network each step is a round trip before the first paint. This writes, per route, every chunk its
 * first render needs; the server names them in the page it answers (modulepreload), so they load with the entry.
 */
export function routePreload(): Plugin {
  let pagesFile = '';
  return {
    name: 'questline-route-preload',
    apply: 'build',
    configResolved(config) {
      pagesFile = path.join(config.root, 'src/app/pages.ts');
    },
    generateBundle(_options, bundle) {
      const chunkOf = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        // A module's chunk, whether the chunk is named after it or a group took it in (vite.config.ts).
        if (output.type === 'chunk') for (const id of output.moduleIds) chunkOf.set(id, output.fileName);
      }
      const filesOf = (modules: string[]) => {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = [...chunkOf].find(([id]) => withoutExtension(id).endsWith(withoutExtension(module)))?.[1];
          if (chunk === undefined) this.error(`route preload: no chunk for ${module}`);
          withImports(bundle, chunk, files);
        }
        return [...files];
      };
      const pages = pageModules(pagesFile);
      const paths = Object.fromEntries(
        ROUTES.flatMap((route) => {
          const layouts = LAYOUT_MODULES[route.layout];
          const page = pages.get(route.name);
          if (!layouts || !page) return [];
          const prefetch = PREFETCH_MODULES[route.name];
          const modules = [SHELL, ...layouts, page, ...(prefetch ? [prefetch] : [])];
          return [[route.path.toLowerCase(), filesOf(modules)]];
        }),
      );
      const locales = Object.fromEntries(Object.entries(TABLES).map(([locale, module]) => [locale, filesOf([module])]));
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify({ paths, locales }) });
    },
  };
}
