import { LOCALES, type Locale } from '@questline/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { type RouteObject, StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { FeedbackHost } from '../app/FeedbackHost';
import { RootShell } from '../app/RootShell';
import { ROUTES, pageLoader } from '../app/routeTable';
import type { PortalPage } from '../features/portal/usePageMeta';
import { i18n } from '../i18n';
import { PortalLayout } from '../layouts/PortalLayout';

/** The portal paths the build writes as HTML (ADR 0050); every other path keeps the empty index.html. */
export const PRERENDERED_PATHS = ROUTES.filter((route) => route.layout === 'portal').map((route) => route.path);

/** Every language gets its own files; the server picks one by the language cookie. */
export const PRERENDERED_LOCALES = LOCALES;

export interface PrerenderedPage {
  /** The markup of #root: what hydrateRoot in main.tsx takes over. */
  body: string;
  title: string;
  description: string;
}

/** The file a path is written to under dist/prerender/<locale>/, which the server reads back (webApp.ts). */
export function prerenderFileName(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * Renders one portal page the way the browser's first render draws it: the same root, layout and page
 * components under the same providers (App.tsx), signed out, with runtime data still loading, so hydration
 * finds identical markup.
 */
export async function renderPortalPage(path: string, locale: Locale): Promise<PrerenderedPage> {
  const entry = ROUTES.find((route) => route.layout === 'portal' && route.path === path);
  if (!entry) throw new Error(`${path} is not a portal route`);
  const Page = (await pageLoader(entry.name)()).default;
  const routes: RouteObject[] = [
    {
      id: 'root',
      Component: RootShell,
      children: [
        {
          id: 'layout:portal',
          Component: PortalLayout,
          children: [{ id: `${entry.name}:${entry.path}`, path: entry.path, Component: Page }],
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://questline.local${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering`);
  await i18n.changeLanguage(locale);
  const body = renderToString(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
        <FeedbackHost />
      </QueryClientProvider>
    </StrictMode>,
  );
  const page = entry.name as PortalPage;
  return {
    body,
    title: i18n.t(`portal:meta.${page}.title`),
    description: i18n.t(`portal:meta.${page}.description`),
  };
}

const HTML_LANG: Record<Locale, string> = { zh: 'zh-CN', en: 'en' };
const OG_LOCALE: Record<Locale, string> = { zh: 'zh_CN', en: 'en_US' };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${pattern.source}`);
  return html.replace(pattern, replacement);
}

/**
 * The built index.html with the page inside #root and the page's own title, description and Open Graph tags;
 * data-prerendered names the language the markup was drawn in, for main.tsx to hydrate in that language.
 */
export function fillTemplate(template: string, page: PrerenderedPage, locale: Locale): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  let html = replaceOnce(
    template,
    /<html lang="[^"]*">/,
    `<html lang="${HTML_LANG[locale]}" data-prerendered="${locale}">`,
  );
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${title}</title>`);
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
    `<meta name="description" content="${description}" />`,
  );
  html = replaceOnce(
    html,
    /<meta\s+property="og:title"\s+content="[^"]*"\s*\/>/,
    `<meta property="og:title" content="${title}" />`,
  );
  html = replaceOnce(
    html,
    /<meta\s+property="og:description"\s+content="[^"]*"\s*\/>/,
    `<meta property="og:description" content="${description}" /><meta property="og:locale" content="${OG_LOCALE[locale]}" />`,
  );
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${page.body}</div>`);
}
