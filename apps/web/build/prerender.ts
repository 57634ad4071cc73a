import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type * as PrerenderEntry from '../src/prerender/entry';
import { compressBeside } from './precompress';

/** The file under dist/ naming the routes that need a session (issue 17, ADR 0090). */
const SIGNED_IN_PATHS_FILE = 'prerender/signed-in-paths.json';
/**
 * The file under dist/ naming the page written for each prerendered route: the server serves a prerendered page
 * for these routes only (issue 28, point 8: / is written as index.html, which is not /index's page).
 */
const PAGES_FILE = 'prerender/pages.json';

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
      const inlined = inlineStylesheets(built, clientDist);
      const portalTemplate = inlined.replace(MODULE_PRELOAD, '');
      // Read by the server (webApp.ts): a visit to one of these without a session is redirected to /login.
      fs.mkdirSync(path.join(clientDist, 'prerender'), { recursive: true });
      fs.writeFileSync(path.join(clientDist, SIGNED_IN_PATHS_FILE), JSON.stringify(entry.SIGNED_IN_PATHS));
      const pages = Object.fromEntries(entry.PRERENDERED_PATHS.map((route) => [route, entry.prerenderFileName(route)]));
      fs.writeFileSync(path.join(clientDist, PAGES_FILE), JSON.stringify(pages));
      for (const locale of entry.PRERENDERED_LOCALES) {
        const folder = path.join(clientDist, 'prerender', locale);
        fs.mkdirSync(folder, { recursive: true });
        for (const route of entry.PRERENDERED_PATHS) {
          const page = await entry.renderPortalPage(route, locale);
          const file = path.join(folder, entry.prerenderFileName(route));
          // A standalone page (/login) is drawn with antd and hydrates with it: the antd shell's modules keep their
          // preload links (ADR 0083), so the form turns live without waiting for the entry to ask for them.
          const template = entry.PRERENDERED_STANDALONE.includes(route) ? inlined : portalTemplate;
          fs.writeFileSync(file, entry.fillTemplate(template, page, locale));
          compressBeside(file);
        }
      }
    },
  };
}
