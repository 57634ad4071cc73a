import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Handler = (...args: unknown[]) => void;

/**
 * A socket.io client the page believes it connected (mock `socket.io-client`'s `io` to answer it): the events the
 * page sends are recorded, and `serverSends` plays what the server would push.
 */
export function createFakeSocket() {
  return {
    handlers: new Map<string, Handler>(),
    connected: false,
    emit: vi.fn(),
    disconnect: vi.fn(),
    on(event: string, handler: Handler) {
      this.handlers.set(event, handler);
      return this;
    },
    serverSends(event: string, ...args: unknown[]) {
      act(() => this.handlers.get(event)?.(...args));
    },
  };
}
