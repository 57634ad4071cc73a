import type { PLATFORM_STAFF_ROLES } from '@questline/contract';
import type { buildUser } from '../../test/factories';
import { type SignedInPerson, peopleKit } from '../../test/people';
import { type TestServer, getTestServer } from '../../test/server';

type StaffRole = (typeof PLATFORM_STAFF_ROLES)[number];

/** The administration area's tests: a test server and the people its calls are made as. */
export interface AdminKit {
  server: TestServer;
  /** The platform administrator, signed in. */
  root: SignedInPerson;
  /** A new person, signed in; with a role, a member of the platform staff as a grant would make them. */
  person: (options?: { role?: StaffRole; fields?: Parameters<typeof buildUser>[1] }) => Promise<SignedInPerson>;
}

/** A test server with its platform administrator signed in (issue 29: one set-up for the area's tests). */
export async function adminKit(options: Parameters<typeof getTestServer>[0] = {}): Promise<AdminKit> {
  const server = await getTestServer(options);
  const people = peopleKit(server, options.now ?? (() => new Date()));
  const person: AdminKit['person'] = async ({ role, fields } = {}) => {
    const someone = await people.person(fields);
    if (role) {
      await server.database.db
        .insertInto('platform_roles')
        .values({ user_id: someone.id, role, granted_by: null, create_time: new Date().toISOString() })
        .execute();
    }
    return someone;
  };
  return { server, root: await people.admin(), person };
}
