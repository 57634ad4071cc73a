import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, followed as the window turns or resizes. matchMedia answers on the first render
 * (antd's Grid.useBreakpoint answers only after an effect), so a page never draws the other layout first.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
