import type { LightMyRequestResponse } from 'fastify';
import { addTeamMember, buildTeam, buildUser, signIn } from './factories';
import { type TestServer, bearer } from './server';

/** Calls a team route the way the web client does: GET with a query, POST with a JSON body. */
export function teamCall(
  server: TestServer,
  options: { token?: string; method: 'GET' | 'POST'; path: string; data?: Record<string, unknown>; language?: 'en' },
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {
    ...(options.token ? bearer(options.token) : {}),
    ...(options.language ? { language: options.language } : {}),
  };
  const url = `/prod-api/questline/team/${options.path}`;
  if (options.method === 'GET') {
    const query = Object.fromEntries(Object.entries(options.data ?? {}).map(([key, value]) => [key, String(value)]));
    return server.app.inject({ method: 'GET', url, query, headers });
  }
  return server.app.inject({ method: 'POST', url, payload: options.data ?? {}, headers });
}

export interface TeamCast {
  teamId: number;
  owner: { id: number; token: string };
  admin: { id: number; token: string };
  member: { id: number; token: string };
  stranger: { id: number; token: string };
}

/** A team with an owner, an admin, a plain member, and a signed-in stranger who is in none of it. */
export async function teamCast(server: TestServer): Promise<TeamCast> {
  const { db } = server.database;
  const person = async () => {
    const user = await buildUser(db);
    return { id: user.id, token: await signIn(db, user.id) };
  };
  const owner = await person();
  const admin = await person();
  const member = await person();
  const stranger = await person();
  const team = await buildTeam(db, { ownerId: owner.id, name: 'Secret squad' });
  await addTeamMember(db, { teamId: team.id, userId: admin.id, role: 'admin' });
  await addTeamMember(db, { teamId: team.id, userId: member.id, role: 'member' });
  return { teamId: team.id, owner, admin, member, stranger };
}
