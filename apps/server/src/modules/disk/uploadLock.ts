import { type Locker, ERRORS } from '@tus/server';
import type { EphemeralStore } from '../../store/ephemeral';
import { acquireSharedLock } from '../../store/sharedLock';

/**
 * The lock of one upload across instances. A lease of 10 s is renewed every second while a request holds it; a
 * request that wants it waits up to tus's usual 30 s, and asks the holder to finish (tus then ends the holder's
 * request within its 3 s drain), which is how a client that reconnects takes over from its own dead request.
 */
const UPLOAD_LOCK = { leaseMs: 10_000, pollMs: 1_000, waitMs: 30_000 };

/**
 * tus's lock of one upload, held in the store every instance shares (ADR 0133), for either staging: `nameOf` gives
 * the upload's short name for the store's key.
 */
export function sharedUploadLocker(store: EphemeralStore, nameOf: (id: string) => string): Locker {
  return {
    newLock(id) {
      let release: (() => Promise<void>) | undefined;
      return {
        async lock(signal, requestRelease) {
          const held = await acquireSharedLock(store, `diskUpload:lock:${nameOf(id)}`, {
            ...UPLOAD_LOCK,
            signal,
            onWanted: () => void requestRelease(),
          });
          if (!held) throw ERRORS.ERR_LOCK_TIMEOUT;
          release = () => held.release();
        },
        async unlock() {
          await release?.();
          release = undefined;
        },
      };
    },
  };
}
