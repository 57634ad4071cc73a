import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { cacheComputedStyles } from './computedStyleCache';

// A worker's files share its jsdom window and loaded packages (ADR 0096, second addendum); each starts as if alone:
// storage and cookies empty (the language and the session are read from them), and the app's own modules
// evaluated afresh, so the file's vi.mock calls apply.
window.localStorage.clear();
window.sessionStorage.clear();
for (const cookie of document.cookie.split('; ').filter(Boolean)) {
  document.cookie = `${cookie.split('=')[0] ?? ''}=; path=/; max-age=0`;
}
window.history.replaceState(null, '', '/');
vi.resetModules();
const { loadNamespaces } = await import('../i18n');

// Pages under test use every namespace, as they do in the app once AntdShell has loaded them; tests switch
// language with i18n directly too, so both languages are there from the start.
await Promise.all([loadNamespaces('zh'), loadNamespaces('en')]);

if (!('cachedComputedStyles' in window)) {
  cacheComputedStyles();
  Object.defineProperty(window, 'cachedComputedStyles', { value: true });
}

// antd asks for media queries (responsive grid); jsdom has none.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// antd tabs and tables watch their size; jsdom has no layout, so nothing ever changes.
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResizeObserver });

// The editor (ProseMirror) measures the selection's Range to scroll it into view after a change; jsdom has no layout
// and no Range geometry, so a change landing after a test's own assertions threw an uncaught TypeError that failed a
// CI run's web project with every test passed. An empty, zero-sized geometry is what jsdom gives elements.
const noRects = (): DOMRectList => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const zeroRect = (): DOMRect => document.body.getBoundingClientRect();
Object.defineProperty(Range.prototype, 'getClientRects', { configurable: true, value: noRects });
Object.defineProperty(Range.prototype, 'getBoundingClientRect', { configurable: true, value: zeroRect });

// findBy and waitFor wait for the state a test needs and return as soon as it is there; the limit only decides
// when a test that will never see it fails. antd forms validate asynchronously and a page's lazy parts load on
// first render, which take several seconds while two workers share two cores with a build (issue 40). A clean-clone
// CI run on a machine loaded past a load average of 12 saw single waits past 10 s.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
});

// The files of a worker share its window and loaded packages (ADR 0096, second addendum); each leaves them as the
// next needs them. A lazy import still in flight would finish inside the next file's module registry, where that
// file's mocks do not apply: the file ends when its imports have.
afterAll(async () => {
  await vi.dynamicImportSettled();
  await animationFramesRun();
});

/**
 * Fails the file that stopped the shared window's animation frames (a fake clock put away with a frame pending:
 * test/timers.ts), instead of every later file of its worker whose antd messages, drawn on a frame, never show.
 */
function animationFramesRun(): Promise<void> {
  return new Promise((resolve, reject) => {
    const stopped = setTimeout(() => {
      reject(new Error('animation frames no longer run in this window: restore the clock with restoreRealTimers()'));
    }, 5_000);
    requestAnimationFrame(() => {
      clearTimeout(stopped);
      resolve();
    });
  });
}
