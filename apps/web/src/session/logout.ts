import { logoutCall } from '../api/account';
import { clearSession } from './store';

/** Ends the session on the server, then forgets it here even if the server could not be reached. */
export async function logout(): Promise<void> {
  try {
    await logoutCall();
  } finally {
    clearSession();
  }
}
