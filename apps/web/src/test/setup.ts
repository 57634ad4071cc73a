import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../i18n';

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
