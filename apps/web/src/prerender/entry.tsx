import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import { LOCALES, type Locale } from '@questline/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { type RouteObject, StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { AntdShell } from '../app/AntdShell';
import { FeedbackHost } from '../app/FeedbackHost';
import { RootShell } from '../app/RootShell';
import { pageLoader } from '../app/pages';
import { ROUTES, type RouteEntry } from '../app/routeTable';
import type { PortalPage } from '../features/portal/usePageMeta';
import { i18n, loadNamespaces } from '../i18n';
import { PortalLayout } from '../layouts/PortalLayout';

/**
 * Standalone pages drawn at build time too (issue 17, ADR 0090): /login, where every anonymous visit to the
 * workspace lands, so its form is in the HTML instead of waiting for antd and the page's chunks.
 */
export const PRERENDERED_STANDALONE = ['/login'];

/** The paths the build writes as HTML (ADR 0050); every other path keeps the empty index.html. */
export const PRERENDERED_PATHS = ROUTES.filter(
  (route) => route.layout === 'portal' || PRERENDERED_STANDALONE.includes(route.path),
).map((route) => route.path);

/** The paths that need a session (the route guard's non-public routes): the server sends them to /login without one. */
export const SIGNED_IN_PATHS = ROUTES.filter((route) => !route.isPublic).map((route) => route.path);

/** Every language gets its own files; the server picks one by the language cookie. */
export const PRERENDERED_LOCALES = LOCALES;

export interface PrerenderedPage {
  /** The markup of #root: what hydrateRoot in main.tsx takes over. */
  body: string;
  /** antd's styles for the markup (empty for the portal, which has no antd): the page is styled before any script. */
  styles: string;
  /** A portal page's own title and description; a standalone page keeps index.html's, as in the browser. */
  meta?: { title: string; description: string };
}

/** The file a path is written to under dist/prerender/<locale>/, which the server reads back (webApp.ts). */
export function prerenderFileName(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * The same route ids and layouts as the browser's router (router.tsx), so hydration finds identical markup:
 * a portal page inside PortalLayout, a standalone page inside AntdShell.
 */
function routesFor(entry: RouteEntry, Page: ComponentType): RouteObject[] {
  const pageRoute: RouteObject = { id: `${entry.name}:${entry.path}`, path: entry.path, Component: Page };
  const layout: RouteObject =
    entry.layout === 'portal'
      ? { id: 'layout:portal', Component: PortalLayout, children: [pageRoute] }
      : { id: 'layout:antd', Component: AntdShell, children: [pageRoute] };
  return [{ id: 'root', Component: RootShell, children: [layout] }];
}

/**
 * Renders one page the way the browser's first render draws it: the same root, layout and page components
 * under the same providers (App.tsx), signed out, with runtime data still loading, so hydration finds identical
 * markup. antd's CSS-in-JS is collected while drawing and returned as style elements.
 */
export async function renderPortalPage(path: string, locale: Locale): Promise<PrerenderedPage> {
  const entry = ROUTES.find((route) => route.path === path && PRERENDERED_PATHS.includes(route.path));
  if (!entry) throw new Error(`${path} is not a prerendered route`);
  const Page = (await pageLoader(entry.name)()).default;
  const handler = createStaticHandler(routesFor(entry, Page));
  const context = await handler.query(new Request(`http://questline.local${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering`);
  if (entry.layout !== 'portal') await loadNamespaces(locale);
  await i18n.changeLanguage(locale);
  const cache = createCache();
  const body = renderToString(
    <StrictMode>
      <StyleProvider cache={cache}>
        <QueryClientProvider client={new QueryClient()}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
          <FeedbackHost />
        </QueryClientProvider>
      </StyleProvider>
    </StrictMode>,
  );
  if (entry.layout !== 'portal') return { body, styles: extractStyle(cache) };
  const page = entry.name as PortalPage;
  return {
    body,
    styles: '',
    meta: { title: i18n.t(`portal:meta.${page}.title`), description: i18n.t(`portal:meta.${page}.description`) },
  };
}

const HTML_LANG: Record<Locale, string> = { zh: 'zh-CN', en: 'en' };
const OG_LOCALE: Record<Locale, string> = { zh: 'zh_CN', en: 'en_US' };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${pattern.source}`);
  // A function, so a `$` in the page's text is never read as a replacement pattern.
  return html.replace(pattern, () => replacement);
}

/** The page's own title, description and Open Graph tags written over index.html's. */
function fillMeta(html: string, meta: { title: string; description: string }, locale: Locale): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  let filled = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${title}</title>`);
  filled = replaceOnce(
    filled,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
    `<meta name="description" content="${description}" />`,
  );
  filled = replaceOnce(
    filled,
    /<meta\s+property="og:title"\s+content="[^"]*"\s*\/>/,
    `<meta property="og:title" content="${title}" />`,
  );
  return replaceOnce(
    filled,
    /<meta\s+property="og:description"\s+content="[^"]*"\s*\/>/,
    `<meta property="og:description" content="${description}" /><meta property="og:locale" content="${OG_LOCALE[locale]}" />`,
  );
}

/**
 * The built index.html with the page inside #root its antd styles and, for a portal page, its
 * own title, description and Open Graph tags;
 * data-prerendered names the language the markup was drawn in, for main.tsx to hydrate in that language.
 */
export function fillTemplate(template: string, page: PrerenderedPage, locale: Locale): string {
  let html = replaceOnce(
    template,
    /<html lang="[^"]*">/,
    `<html lang="${HTML_LANG[locale]}" data-prerendered="${locale}">`,
  );
  if (page.meta) html = fillMeta(html, page.meta, locale);
  if (page.styles) html = replaceOnce(html, /<\/head>/, `${page.styles}</head>`);
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${page.body}</div>`);
}
