import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useWindowHeight(): number {
  return useSyncExternalStore(subscribe, () => window.innerHeight);
}
