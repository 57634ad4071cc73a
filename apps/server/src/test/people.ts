import { type Answer, prodApi } from './api';
import { buildUser, signIn } from './factories';
import type { TestServer } from './server';

/** Ten years: long enough for tests that step the clock past year-long plans and memberships. */
const SESSION_MS = 10 * 365 * 86_400_000;

export interface SignedInPerson {
  id: number;
  userName: string;
  token: string;
}

/**
 * What the commerce and desk test kits share: calls under /prod-api, people built and signed in on the test's clock,
 * and one platform administrator made on first use.
 */
export function peopleKit(server: TestServer, now: () => Date) {
  const api = prodApi(server);
  const call = async <T>(...args: Parameters<typeof api>) => (await api(...args)) as Answer<T>;
  const person = async (overrides: Parameters<typeof buildUser>[1] = {}): Promise<SignedInPerson> => {
    const { id, userName } = await buildUser(server.database.db, overrides);
    return { id, userName, token: await signIn(server.database.db, id, { ttlMs: SESSION_MS, now: now() }) };
  };
  let root: SignedInPerson | undefined;
  const admin = async () => {
    root ??= await person({ is_platform_admin: 1 });
    return root;
  };
  return { call, person, admin };
}
