import { randomUUID } from 'node:crypto';
import {
  IM_PATHS,
  IM_TOOL_PATHS,
  type ImConversation,
  type ImMessage,
  type ImToken,
  chatHtml,
} from '@questline/contract';
import { type Answer, prodApi } from '../../test/api';
import { addTeamMember, buildProject, buildTeam, buildUser, signIn } from '../../test/factories';
import type { TestServer } from '../../test/server';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One person of a chat test: their session token and the messaging access token got with it. */
export interface Chatter {
  id: number;
  name: string;
  session: string;
  token: string;
}

/**
 * Calls of the built-in chat (issue 33) through the real app: a session gets a messaging token (getImToken), and
 * every `im/*` call carries that token, as the chat page and an outside chat do.
 */
export function imKit(server: TestServer, now: () => Date = () => new Date()) {
  const api = prodApi(server);
  const call = async <T>(
    token: string | undefined,
    method: Method,
    url: string,
    payload?: object,
    language?: 'zh-CN' | 'en-US',
  ) => {
    const query =
      method === 'GET' && payload ? `?${new URLSearchParams(payload as Record<string, string>).toString()}` : '';
    return (await api(method, `${url}${query}`, {
      ...(token ? { token } : {}),
      ...(method !== 'GET' && payload ? { payload } : {}),
      ...(language ? { language } : {}),
    })) as Answer<T>;
  };
  const getToken = async (session: string) => call<ImToken>(session, 'GET', IM_TOOL_PATHS.token);

  const chatter = async (name: string): Promise<Chatter> => {
    const { id } = await buildUser(server.database.db, { nick_name: name });
    const session = await signIn(server.database.db, id, { ttlMs: 10 * 86_400_000, now: now() });
    const answer = await getToken(session);
    if (answer.code !== 200) throw new Error(`getImToken answered ${String(answer.code)}`);
    return { id, name, session, token: answer.data.access_token };
  };

  /** New access tokens for people whose tokens a test's moved clock has ended (their sessions still live). */
  const renew = async (...who: Chatter[]) => {
    for (const one of who) one.token = (await getToken(one.session)).data.access_token;
  };

  /** Owner and members of a new project; answers its id. */
  const project = (owner: Chatter, members: Chatter[] = []) =>
    buildProject(server.database.db, { ownerId: owner.id, members: members.map((member) => ({ userId: member.id })) });

  /** A team of `owner` with the others in it; answers its id. */
  const team = async (owner: Chatter, members: Chatter[] = []) => {
    const built = await buildTeam(server.database.db, { ownerId: owner.id });
    for (const member of members) await addTeamMember(server.database.db, { teamId: built.id, userId: member.id });
    return built.id;
  };

  const direct = async (from: Chatter, to: Chatter) => {
    const answer = await call<ImConversation>(from.token, 'POST', IM_PATHS.direct, { userId: to.id });
    if (answer.code !== 200) throw new Error(`opening a direct conversation answered ${answer.msg}`);
    return answer.data;
  };

  const conversations = async (who: Chatter) =>
    (await call<{ conversations: ImConversation[]; latestMessageId: number }>(who.token, 'GET', IM_PATHS.conversations))
      .data;

  const projectConversation = async (who: Chatter, projectId: number) => {
    const found = (await conversations(who)).conversations.find((one) => one.projectId === projectId);
    if (!found) throw new Error(`no conversation of project ${String(projectId)}`);
    return found;
  };

  /** Sends typed text (as the composer writes it); answers the whole envelope. */
  const send = (who: Chatter, conversationId: number, text: string, extra: object = {}) =>
    call<ImMessage>(who.token, 'POST', IM_PATHS.send, {
      conversationId,
      clientId: randomUUID(),
      body: chatHtml(text),
      ...extra,
    });

  const sent = async (who: Chatter, conversationId: number, text: string, extra: object = {}) => {
    const answer = await send(who, conversationId, text, extra);
    if (answer.code !== 200) throw new Error(`sending answered ${answer.msg}`);
    return answer.data;
  };

  return { call, getToken, renew, chatter, project, team, direct, conversations, projectConversation, send, sent };
}
