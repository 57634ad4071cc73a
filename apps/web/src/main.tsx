import { type Locale, isLocale } from '@questline/contract';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { firstStop } from './app/guardLoader';
import { createAppRouter, routerReady } from './app/router';
import { someRouteFailedToLoad } from './app/routeError/componentOrFailure';
import { reloadOnStaleChunks } from './app/routeError/staleBuild';
import { keepTypedBeforeHydration } from './app/typedBeforeHydration';
import { changeLocale, currentLocale, i18n, loadNamespaces } from './i18n';
import { storedLanguage } from './i18n/language';
import { getToken } from './session/token';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const stop = firstStop(window.location, getToken());
if (stop) window.history.replaceState(null, '', stop);
const router = createAppRouter();
// Issue 28, point 9: a tab older than the deployment reloads once to get the new build's files.
reloadOnStaleChunks(() => router.state.navigation.state !== 'idle');

/** Draws the app into an emptied root: every page that did not arrive drawn, or whose drawing cannot be kept. */
function renderAfresh(root: HTMLElement): void {
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

/** Switches to the stored language once hydration has committed: a switch during hydration would be a mismatch. */
function SwitchAfterHydration({ to }: { to: Locale }) {
  useEffect(() => {
    if (currentLocale() !== to) void changeLocale(to);
  }, [to]);
  return null;
}

/**
 * ADR 0050: a portal page arrives drawn (dist/prerender). It is hydrated in the language it was drawn in, once
 * the router holds the page's modules; a stored language the server could not know switches after that.
 */
async function hydratePrerendered(drawnIn: Locale, root: HTMLElement): Promise<void> {
  const chosen = storedLanguage();
  await Promise.all([i18n.changeLanguage(drawnIn), routerReady(router)]);
  // The page's files could not load (issue 28, point 9): the error page, in the person's language, replaces the
  // drawn one rather than failing to hydrate over it.
  if (router.state.errors || someRouteFailedToLoad()) {
    await i18n.changeLanguage(chosen);
    return renderAfresh(root);
  }
  // A page drawn with antd (/login, ADR 0090) needs the account texts of the language it was drawn in; the
  // router loaded those of the stored language, which the server did not know.
  if (router.state.matches.some((match) => match.route.id === 'layout:antd')) await loadNamespaces(drawnIn);
  keepTypedBeforeHydration(root);
  hydrateRoot(
    root,
    <StrictMode>
      <App router={router} />
      <SwitchAfterHydration to={chosen} />
    </StrictMode>,
  );
}

const drawnIn = document.documentElement.dataset.prerendered;
// A first stop (a signed-in visitor on the prerendered /login goes to /) leaves the drawn page for another.
if (isLocale(drawnIn) && container.hasChildNodes() && !stop) {
  void hydratePrerendered(drawnIn, container);
} else {
  renderAfresh(container);
}

// Issue 12: the installable app's service worker (public/sw.js, static files only), registered once the page
// has loaded so it never competes with the first visit's own downloads. Not in development, where Vite
// serves unhashed modules that must never be cached.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
