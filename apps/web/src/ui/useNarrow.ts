import { useSyncExternalStore } from 'react';

/**
 * Below antd's `md` breakpoint (768 px) the workspace is laid out for a phone (issue 38, point 3; ADR 0109): the
 * menu in a drawer, lists as cards, dialogs as full-screen sheets. styles.css repeats this width in its
 * `@media (max-width: 767.98px)` rules; the fraction keeps a 767.5 px window (zoom) on one side of both.
 */
export const NARROW_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(NARROW_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the window is phone-narrow, followed as it turns or resizes. matchMedia answers on the first render
 * (antd's Grid.useBreakpoint answers only after an effect), so a phone never draws the desktop layout first.
 */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(NARROW_QUERY).matches ?? false,
    () => false,
  );
}
