import { IM_FRAME_MESSAGE, type ImFrameMessage, isImFrameMessage } from '@questline/contract';
import { useSyncExternalStore } from 'react';
import { navigation } from '../../../api/client';

/**
 * The chat's side of the frame contract (issue 33, ADR 0131). In the bubble's dialog it tells the workspace of new
 * messages, to the workspace's own origin only, and hears whether its dialog is open; opened alone in a tab it
 * tells nobody and is seen whenever the tab is.
 */
const framed = typeof window !== 'undefined' && window.parent !== window;
let dialogOpen = !framed;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Starts listening to the workspace; answers the stop. */
export function listenToWorkspace(): () => void {
  const listener = (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== window.location.origin || !isImFrameMessage(event.data))
      return;
    if (event.data.type === IM_FRAME_MESSAGE.visibility && event.data.visible !== dialogOpen) {
      dialogOpen = event.data.visible;
      notify();
    }
  };
  window.addEventListener('message', listener);
  document.addEventListener('visibilitychange', notify);
  if (framed) {
    // The workspace told the frame as it loaded, before this page listened: it is asked to tell again.
    window.parent.postMessage({ type: IM_FRAME_MESSAGE.ready } satisfies ImFrameMessage, window.location.origin);
    // Signing in again from inside the frame (an ended session) takes the whole tab, not the frame alone.
    navigation.assign = (path) => window.parent.location.assign(path);
  }
  return () => {
    window.removeEventListener('message', listener);
    document.removeEventListener('visibilitychange', notify);
  };
}

/** Whether someone can see the chat now: its tab is shown and, in a frame, its dialog is open. */
export function chatSeen(): boolean {
  return dialogOpen && document.visibilityState === 'visible';
}

export function useChatSeen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    chatSeen,
    () => false,
  );
}

/** Says `new-message` to the workspace the chat is framed in (its bubble blinks), same origin only. */
export function tellNewMessage(conversationId: number): void {
  if (!framed) return;
  window.parent.postMessage(
    { type: IM_FRAME_MESSAGE.newMessage, conversationId } satisfies ImFrameMessage,
    window.location.origin,
  );
}

export const inFrame = framed;
