import { reloadPage } from './pageReload';

/**
 * Issue 28, point 9: a tab opened before a deployment asks for the hashed files of its own build, which the new
 * build no longer has (ADR 0098). The page reloads itself once to get the new build; once per build, so a build
 * whose files are missing for good shows the error page (RouteErrorPage) instead of reloading in a loop.
 */

/** sessionStorage key: the build this tab last reloaded itself away from. Kept per tab and across its reloads. */
export const RELOADED_FROM_BUILD = 'questline.reloadedFromBuild';

export interface ReloadDeps {
  /** This tab's sessionStorage, or undefined where the browser refuses storage. */
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** The build this page runs. */
  build: () => string;
  reload: () => void;
}

/**
 * The address of the page's entry script: its content hash changes with every build that changes any file
 * the tab could ask for, since the entry names the hashed chunks it loads.
 */
function entryScript(): string {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const browserDeps: ReloadDeps = {
  storage: sessionStore,
  build: entryScript,
  reload: reloadPage,
};

/**
 * Reloads the page unless this tab already reloaded itself away from this very build: then its files are
 * missing for another reason than a newer build, and another reload would only fail again. Answers whether it
 * reloads. Without storage there is no guard against a loop, so it leaves the reload to the person.
 */
export function reloadOnceForNewBuild(deps: ReloadDeps = browserDeps): boolean {
  const storage = deps.storage();
  const build = deps.build();
  try {
    if (!storage || storage.getItem(RELOADED_FROM_BUILD) === build) return false;
    storage.setItem(RELOADED_FROM_BUILD, build);
  } catch {
    return false;
  }
  deps.reload();
  return true;
}

/**
 * What browsers say when a module or a preloaded stylesheet of the build cannot be fetched: Chromium, Firefox,
 * Safari, and Vite's preload helper.
 */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether an error is a file of the build that could not be loaded, rather than a fault of the page's code. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/**
 * Listens for Vite's vite:preloadError, fired when a lazily imported file fails to load, and reloads once. A
 * failure while the router is moving to another page is left to that route's error element, which reloads at
 * the address the person was going to rather than at the one they are leaving. Answers how to stop listening.
 */
export function reloadOnStaleChunks(navigating: () => boolean, deps: ReloadDeps = browserDeps): () => void {
  const onPreloadError = () => {
    if (!navigating()) reloadOnceForNewBuild(deps);
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
