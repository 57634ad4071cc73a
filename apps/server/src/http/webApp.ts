import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  API_BASE,
  DEFAULT_LOCALE,
  EDITION_ATTRIBUTE,
  type Edition,
  type Locale,
  TOKEN_COOKIE,
  isLocale,
  offersPage,
} from '@questline/contract';
import type { FastifyInstance } from 'fastify';
import { routePages } from './routePreloads';

function listFiles(root: string, folder = ''): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    return entry.isDirectory() ? listFiles(root, relative) : [relative];
  });
}

/** The language whose prerendered portal page a request gets: the web app's language cookie, else zh (ADR 0050). */
function requestedLocale(cookieHeader: string | undefined): Locale {
  const match = /(?:^|;\s*)language=([^;]*)/.exec(cookieHeader ?? '');
  const value = match?.[1];
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Whether the request carries the session cookie; its validity is the route guard's to check, as in the browser. */
function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '')
    .split(/;\s*/)
    .some((part) => part.startsWith(`${TOKEN_COOKIE}=`) && part.length > TOKEN_COOKIE.length + 1);
}

/**
 * The web app's routes that need a session, written by its build (apps/web/build/prerender.ts), lower-cased: the
 * router matches paths regardless of case. Empty for a build without the file: the browser's guard then decides.
 */
function signedInPaths(webDist: string): Set<string> {
  const file = path.join(webDist, 'prerender', 'signed-in-paths.json');
  if (!fs.existsSync(file)) return new Set();
  const paths = JSON.parse(fs.readFileSync(file, 'utf8')) as string[];
  return new Set(paths.map((entry) => entry.toLowerCase()));
}

/**
 * The portal pages drawn at build time, route path -> file under prerender/<locale>/, as the build wrote them
 * (apps/web/build/prerender.ts). Only these routes get a prerendered page: the home's file is index.html, which
 * by its name alone would also have been served for the workspace's /index (issue 28, point 8). Empty for a build
 * without the file: every route then gets index.html and the browser draws it.
 */
function prerenderedPages(webDist: string): Map<string, string> {
  const file = path.join(webDist, 'prerender', 'pages.json');
  if (!fs.existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>));
}

/** Where the build prerendered the short product page a self-hosted installation answers `/` with (ADR 0103). */
const SELF_HOSTED_HOME = '/welcome';

/**
 * A self-hosted installation's pages name their edition on <html>, so the web's router draws `/` as the server
 * did before any call (ADR 0103); the hosted service's pages stay the build's files, byte for byte.
 */
function stampEdition(html: Buffer): Buffer {
  return Buffer.from(html.toString('utf8').replace('<html ', `<html ${EDITION_ATTRIBUTE}="self-hosted" `));
}

const REVALIDATED = new Set(['sw.js', 'manifest.webmanifest']);

/** The request path without its leading slash, or undefined when its percent-encoding is broken. */
function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent((url.split('?')[0] ?? '/').slice(1));
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app. Only files that exist in the build are served
 * (listed once at start-up, so a request path never reaches the file system);
 * any other extension-less path is a client route and gets index.html
 * (history mode), or the page prerendered for it (portal paths, ADR 0050).
 * Unknown API paths keep their JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, edition: Edition): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`The web app is not built: ${indexFile} is missing. Run npm run build.`);
  }
  const files = new Set(listFiles(webDist));
  const needsSession = signedInPaths(webDist);
  const portalPages = prerenderedPages(webDist);
  const selfHosted = edition === 'self-hosted';
  // Held in memory: it is small, every client route answers with it, and the build never changes under us.
  const indexHtml = selfHosted ? stampEdition(fs.readFileSync(indexFile)) : fs.readFileSync(indexFile);
  const routePage = routePages(webDist, indexHtml);
  // Self-hosted, the prerendered pages are stamped once here and compressed per answer like index.html; the
  // build's .br/.gz beside them lack the stamp.
  const stampedPages = new Map(
    selfHosted
      ? [...files]
          .filter((file) => file.startsWith('prerender/') && file.endsWith('.html'))
          .map((file) => [file, stampEdition(fs.readFileSync(path.join(webDist, file)))])
      : [],
  );
  // The build writes .br and .gz beside each text asset (apps/web/build/precompress.ts); the plugin picks the one the
  // browser accepts and sets Content-Encoding, so no asset is compressed per request (ADR 0026).
  await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });

  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const pathname = decodedPath(request.url);
    if (pathname === undefined) return reply.status(400).type('text/plain; charset=utf-8').send('Bad request');
    if (`/${pathname}`.startsWith(`${API_BASE}/`) || `/${pathname}` === API_BASE) {
      return reply.callNotFound();
    }
    if (files.has(pathname) && pathname !== 'index.html') {
      // Vite puts content hashes in asset names, so they never change under the same URL.
      const immutable = pathname.startsWith('assets/');
      if (files.has(`${pathname}.br`) || files.has(`${pathname}.gz`)) reply.header('vary', 'accept-encoding');
      // The service worker and the manifest keep their names across deployments: browsers must revalidate them.
      if (REVALIDATED.has(pathname)) {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile(pathname, { cacheControl: false });
      }
      return reply.sendFile(pathname, { immutable, maxAge: immutable ? '365d' : '1h' });
    }
    if (path.posix.extname(pathname) !== '') {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (
      needsSession.has(`/${pathname}`.replace(/\/$/, '').toLowerCase()) &&
      !hasSessionCookie(request.headers.cookie)
    ) {
      // Issue 17, ADR 0090: what the browser's guard would decide, without downloading the app first. The wanted
      // page rides along (path and query; the browser keeps the fragment across the redirect) for after sign-in.
      const wanted = request.url.startsWith('/') ? request.url : `/${pathname}`;
      return reply.header('cache-control', 'no-store').redirect(`/login?redirect=${encodeURIComponent(wanted)}`, 302);
    }
    // The page names the current asset hashes, so it must be revalidated on every visit.
    // Self-hosted, a page that sells the hosted service is the app's "not offered here" page, drawn in the browser.
    const offered = offersPage(edition, `/${pathname}`.replace(/\/$/, ''));
    const pageFile = offered
      ? portalPages.get(selfHosted && pathname === '' ? SELF_HOSTED_HOME : `/${pathname}`)
      : undefined;
    const prerendered = pageFile && `prerender/${requestedLocale(request.headers.cookie)}/${pageFile}`;
    if (prerendered && files.has(prerendered)) {
      // A portal page drawn at build time (apps/web/build/prerender.ts), in the visitor's language.
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie');
      const stamped = stampedPages.get(prerendered);
      if (stamped) return reply.type('text/html; charset=utf-8').send(stamped);
      return reply.type('text/html; charset=utf-8').sendFile(prerendered, { cacheControl: false });
    }
    // A workspace route's page names its chunks and the tables of the visitor's language (ADR 0145).
    const page = routePage(`/${pathname}`, requestedLocale(request.headers.cookie));
    if (page) reply.header('vary', 'accept-encoding, cookie');
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page ?? indexHtml);
  });
}
