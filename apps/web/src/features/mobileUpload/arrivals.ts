import type { MobileUploadArrival } from '@questline/contract';

type Listener = (arrival: MobileUploadArrival) => void;

const listeners = new Set<Listener>();

/**
 * Photos from the phone, as the realtime bridge hears them (SocketEvent.mobileUploadArrived), handed to the open
 * QR code dialogs. The bridge owns the one socket of the workspace, so the dialogs listen here rather than
 * opening sockets of their own.
 */
export const mobileUploadArrivals = {
  publish(arrival: MobileUploadArrival): void {
    for (const listener of listeners) listener(arrival);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
