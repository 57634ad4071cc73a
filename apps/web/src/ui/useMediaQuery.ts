import { useSyncExternalStore } from 'react';

/** The DOM's types say every window has matchMedia; jsdom's has none unless a test gives it one. */
const matchMedia = (query: string) => (window.matchMedia as Window['matchMedia'] | undefined)?.(query);

/**
 * Whether a media query matches, followed as the window turns or resizes. matchMedia answers on the first render
 * (antd's Grid.useBreakpoint answers only after an effect), so a page never draws the other layout first.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMedia(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => matchMedia(query)?.matches ?? false,
    () => false,
  );
}
