import type { GetInfoData } from '@questline/contract';
import { useSyncExternalStore } from 'react';
import { removeToken } from './token';

/** The signed-in user as loaded by the guard (spec point 4 "Session"); null until loaded. */
let current: GetInfoData | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): GetInfoData | null => current,
  set(info: GetInfoData): void {
    current = info;
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Logout and forced logout: the token and the loaded user both go. */
export function clearSession(): void {
  removeToken();
  current = null;
  emit();
}

export function useSession(): GetInfoData | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
