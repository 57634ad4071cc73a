import type { KnowledgeBase } from '@questline/contract';
import { type Answer, apiAs } from './api';
import { buildUser, signIn } from './factories';
import { acceptInvitationTo } from './invitations';
import type { TestServer } from './server';

export type KnowledgeCall = ReturnType<typeof apiAs>;

export interface KnowledgePerson {
  id: number;
  phone: string;
  token: string;
  /** Calls /prod-api/questline/... as this person, in Chinese (zh) or English. */
  call: KnowledgeCall;
  callEn: KnowledgeCall;
}

export async function knowledgePerson(server: TestServer, nickName: string, now?: Date): Promise<KnowledgePerson> {
  const db = server.database.db;
  const user = await buildUser(db, { nick_name: nickName });
  const row = await db.selectFrom('users').select('phone').where('id', '=', user.id).executeTakeFirstOrThrow();
  const token = await signIn(db, user.id, { ttlMs: 400 * 86_400_000, ...(now ? { now } : {}) });
  return {
    id: user.id,
    phone: row.phone ?? '',
    token,
    call: apiAs(server, token),
    callEn: apiAs(server, token, 'en-US'),
  };
}

export interface KnowledgeCast {
  kbId: number;
  owner: KnowledgePerson;
  admin: KnowledgePerson;
  member: KnowledgePerson;
  reader: KnowledgePerson;
  outsider: KnowledgePerson;
  /** Owner of a second space, to show that ids of another space are refused. */
  otherKbId: number;
}

/** A space with one person in each role (spec point 6), made through the API, and a stranger's space. */
export async function knowledgeCast(server: TestServer, now?: Date): Promise<KnowledgeCast> {
  const person = (name: string) => knowledgePerson(server, name, now);
  const [owner, admin, member, reader, outsider] = [
    await person('Owner'),
    await person('Admin'),
    await person('Member'),
    await person('Reader'),
    await person('Outsider'),
  ];
  const created = await owner.call<KnowledgeBase>('POST', 'knowledge/add', { name: '研发知识库' });
  const kbId = created.data.kbId;
  for (const [who, role] of [
    [admin, 'admin'],
    [member, 'member'],
    [reader, 'reader'],
  ] as const) {
    const invited = await owner.call('POST', 'knowledge/member/invite', { kbId, phone: who.phone, role });
    if (invited.code !== 200) throw new Error(`invite failed: ${invited.msg}`);
    await acceptInvitationTo(who.call, 'knowledge', kbId);
  }
  const other = await outsider.call<KnowledgeBase>('POST', 'knowledge/add', { name: 'Elsewhere' });
  return { kbId, owner, admin, member, reader, outsider, otherKbId: other.data.kbId };
}

export type { Answer };
