import { useSyncExternalStore } from 'react';
import { getToken } from '../../session/token';

const noSubscription = () => () => undefined;
const hasToken = () => getToken() !== undefined;
/** The prerendered page is drawn signed out (ADR 0050): hydration starts from that, then shows the token's state. */
const signedOutWhenPrerendered = () => false;

/** Whether the visitor holds a session token: the portal then offers the workspace instead of login/register. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(noSubscription, hasToken, signedOutWhenPrerendered);
}
