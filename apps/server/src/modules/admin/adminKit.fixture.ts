import type { PLATFORM_STAFF_ROLES } from '@questline/contract';
import { afterAll, beforeAll } from 'vitest';
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

/** What a suite's tests read of its kit: the parts of `adminKit`, there from the suite's `beforeAll` on. */
export interface AdminSuite {
  readonly server: TestServer;
  /** The platform administrator's token. */
  readonly root: string;
  readonly rootUser: SignedInPerson;
  person: AdminKit['person'];
}

/** Registers the suite's kit: made before its tests, its server closed after them. */
export function adminSuite(options: Parameters<typeof getTestServer>[0] = {}): AdminSuite {
  let kit: AdminKit | undefined;
  beforeAll(async () => {
    kit = await adminKit(options);
  });
  afterAll(async () => {
    await kit?.server.close();
  });
  const current = (): AdminKit => {
    if (!kit) throw new Error("the suite's kit is read before its beforeAll made it");
    return kit;
  };
  return {
    get server() {
      return current().server;
    },
    get root() {
      return current().root.token;
    },
    get rootUser() {
      return current().root;
    },
    person: (choice) => current().person(choice),
  };
}
