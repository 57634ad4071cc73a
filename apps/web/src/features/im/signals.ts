import type { ImNewMessageHint, ImPageTarget } from '@questline/contract';

/** Where the chat should open: a conversation (at a message), or the direct one with a person. */
export type ImTarget = ImPageTarget;

export type ImSignal =
  /** A message came for the person (the workspace's socket, or the chat frame said so): the bubble blinks. */
  | { kind: 'message'; hint?: ImNewMessageHint }
  /** Something asked the chat to open, at a message when it names one (a mention's notification). */
  | { kind: 'open'; target?: ImTarget };

type Listener = (signal: ImSignal) => void;

const listeners = new Set<Listener>();

/**
 * The bubble's news (issue 33): the realtime bridge owns the workspace's one socket and the frame talks only to the
 * bubble, so both hand what they hear over here rather than the bubble reaching into either.
 */
export const imSignals = {
  publish(signal: ImSignal): void {
    for (const listener of listeners) listener(signal);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
