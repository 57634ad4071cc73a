import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type * as PrerenderEntry from '../src/prerender/entry';
import { compressBeside } from './precompress';

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * A prerendered page is readable before any script runs: its modules load after the first paint (the entry
 * imports them) instead of competing with the page for the first round trips (ADR 0050).
 */
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * The portal's two small stylesheets (about 2 KB compressed) written into the page: the first paint then waits
 * for the HTML alone, not for two more requests (ADR 0050). Vite adds the layout's link again when its chunk
 * loads; the same rules twice change nothing.
 */
function inlineStylesheets(html: string, clientDist: string): string {
  return html.replace(STYLESHEET_LINK, (_link, file: string) => {
    const css = fs.readFileSync(path.join(clientDist, file), 'utf8');
    return `<style>${css}</style>`;
  });
}

/**
 * Issue 12, ADR 0050: once the server-side build of src/prerender/entry.tsx is written, renders every portal
 * page in each language into dist/prerender/<locale>/, inside the client build's index.html, with its .br and .gz.
 */
export function prerenderPortal(clientDist: string): Plugin {
  let entryFile = '';
  return {
    name: 'questline-prerender-portal',
    apply: 'build',
    configResolved(config) {
      entryFile = path.resolve(config.root, config.build.outDir, 'entry.js');
    },
    async closeBundle() {
      const entry = (await import(pathToFileURL(entryFile).href)) as typeof PrerenderEntry;
      const built = fs.readFileSync(path.join(clientDist, 'index.html'), 'utf8');
      const template = inlineStylesheets(built, clientDist).replace(MODULE_PRELOAD, '');
      for (const locale of entry.PRERENDERED_LOCALES) {
        const folder = path.join(clientDist, 'prerender', locale);
        fs.mkdirSync(folder, { recursive: true });
        for (const route of entry.PRERENDERED_PATHS) {
          const page = await entry.renderPortalPage(route, locale);
          const file = path.join(folder, entry.prerenderFileName(route));
          fs.writeFileSync(file, entry.fillTemplate(template, page, locale));
          compressBeside(file);
        }
      }
    },
  };
}
