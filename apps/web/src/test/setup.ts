import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadNamespaces } from '../i18n';

// Pages under test use every namespace, as they do in the app once AntdShell has loaded them; tests switch
// language with i18n directly too, so both languages are there from the start.
await Promise.all([loadNamespaces('zh'), loadNamespaces('en')]);

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

afterEach(() => {
  cleanup();
});
