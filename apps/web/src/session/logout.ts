import { logoutCall } from '../api/account';
import { clearSession } from './store';

/** True while this tab is signing out: the server then tells its socket that the session ended, which is no news. */
let signingOut = false;

export function signingOutHere(): boolean {
  return signingOut;
}

/** Ends the session on the server, then forgets it here even if the server could not be reached. */
export async function logout(): Promise<void> {
  signingOut = true;
  try {
    await logoutCall();
  } finally {
    clearSession();
    signingOut = false;
  }
}
