import { randomBytes } from 'node:crypto';
import type { SocialProvider } from '@questline/contract';
import type { EphemeralStore } from '../../store/ephemeral';

/** Long enough to scan a QR code and confirm on a phone. */
const STATE_TTL_MS = 10 * 60_000;

/** Why the browser went to the provider: to sign in, or to bind to the user who started it. */
export type OAuthPurpose = { kind: 'login' } | { kind: 'bind'; userId: number };

interface StoredState {
  provider: SocialProvider;
  purpose: OAuthPurpose;
}

const key = (state: string) => `oauthState:${state}`;

/** A random state tying the provider's callback to this request (CSRF protection of the OAuth flow). */
export async function createOAuthState(
  store: EphemeralStore,
  options: { provider: SocialProvider; purpose: OAuthPurpose },
): Promise<string> {
  const state = randomBytes(24).toString('base64url');
  const stored: StoredState = { provider: options.provider, purpose: options.purpose };
  await store.put(key(state), JSON.stringify(stored), STATE_TTL_MS);
  return state;
}

/** Uses the state up; answers true only when it was issued for this provider and purpose. */
export async function takeOAuthState(
  store: EphemeralStore,
  options: { state: string; provider: SocialProvider; purpose: OAuthPurpose },
): Promise<boolean> {
  const raw = await store.take(key(options.state));
  if (!raw) return false;
  const stored = JSON.parse(raw) as StoredState;
  if (stored.provider !== options.provider) return false;
  // Both sides are built as {kind} or {kind, userId}, so equal purposes serialise equally.
  return JSON.stringify(stored.purpose) === JSON.stringify(options.purpose);
}
