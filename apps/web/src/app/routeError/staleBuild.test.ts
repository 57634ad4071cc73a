import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RELOADED_FROM_BUILD,
  type ReloadDeps,
  isChunkLoadError,
  reloadOnStaleChunks,
  reloadOnceForNewBuild,
} from './staleBuild';

/** A tab: its sessionStorage (kept across its reloads), the build it runs now, and its reloads counted. */
function tab(build = '/assets/index-aaaa.js') {
  const storage = new Map<string, string>();
  const deps: ReloadDeps & { running: string } = {
    running: build,
    storage: () => ({ getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => storage.set(key, value) }),
    build: () => deps.running,
    reload: vi.fn(),
  };
  return { deps, storage };
}

const stop: (() => void)[] = [];
afterEach(() => stop.splice(0).forEach((listening) => listening()));

/** Issue 28, point 9: a tab older than the deployment reloads once to get the new build, and never loops. */
describe('reload once for a newer build', () => {
  it('reloads once per build: the same build failing again after its reload stays put', () => {
    const { deps, storage } = tab();
    expect(reloadOnceForNewBuild(deps)).toBe(true);
    expect(storage.get(RELOADED_FROM_BUILD)).toBe('/assets/index-aaaa.js');
    // The reload brought the same build back (its files are missing for good): no second reload.
    expect(reloadOnceForNewBuild(deps)).toBe(false);
    expect(reloadOnceForNewBuild(deps)).toBe(false);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deployment, once the tab runs another build', () => {
    const { deps } = tab();
    reloadOnceForNewBuild(deps);
    deps.running = '/assets/index-bbbb.js';
    expect(reloadOnceForNewBuild(deps)).toBe(true);
    expect(reloadOnceForNewBuild(deps)).toBe(false);
    expect(deps.reload).toHaveBeenCalledTimes(2);
  });

  it('leaves the reload to the person where the browser refuses storage, so nothing can loop', () => {
    const { deps } = tab();
    expect(reloadOnceForNewBuild({ ...deps, storage: () => undefined })).toBe(false);
    const refusing = () => ({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    });
    expect(reloadOnceForNewBuild({ ...deps, storage: refusing })).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it("tells a file of the build that could not load, in each browser's words, from a fault of the page", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://127.0.0.1/assets/PricePage-1a2b.js',
      'error loading dynamically imported module: http://127.0.0.1/assets/PricePage-1a2b.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/PricePage-1a2b.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it("reloads on Vite's preload error, except during a navigation, whose route's error element reloads", () => {
    const { deps } = tab();
    let navigating = true;
    stop.push(reloadOnStaleChunks(() => navigating, deps));
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(deps.reload).not.toHaveBeenCalled();
    navigating = false;
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });
});
