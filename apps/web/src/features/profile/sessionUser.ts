import type { UserInfo } from '@questline/contract';
import { sessionStore } from '../../session/store';

/** Keeps the loaded user (header avatar and name) in step with a change made in the personal centre. */
export function patchSessionUser(patch: Partial<UserInfo>): void {
  const session = sessionStore.get();
  if (session) sessionStore.set({ ...session, user: { ...session.user, ...patch } });
}
