import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ChatController } from './chatController';
import type { ChatState } from './chatStore';

export const ChatContext = createContext<ChatController | null>(null);

/** The chat page's controller; only its components ask for it. */
export function useChatController(): ChatController {
  const controller = useContext(ChatContext);
  if (!controller) throw new Error('useChatController outside the chat page');
  return controller;
}

/** A slice of the chat's state, redrawn when that slice changes (slices are replaced, never mutated). */
export function useChat<T>(select: (state: ChatState) => T): T {
  const { store } = useChatController();
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
