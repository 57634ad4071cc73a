import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** The DOM's types say every window has matchMedia; jsdom's has none unless a test gives it one. */
const reducedMotionQuery = () => (window.matchMedia as Window['matchMedia'] | undefined)?.(QUERY);

function subscribe(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the person asked their system for less motion (WCAG 2.3.3); follows the setting as it changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reducedMotionQuery()?.matches ?? false,
    () => false,
  );
}
