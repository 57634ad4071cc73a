import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { buildProject, buildUser, signIn } from './factories';

/** A signed-in owner of one project, written straight into the database a built server uses. */
export interface FaultActor {
  token: string;
  userId: number;
  projectId: number;
}

export async function faultActor(db: Kysely<Database>): Promise<FaultActor> {
  const user = await buildUser(db);
  const projectId = await buildProject(db, { ownerId: user.id });
  return { token: await signIn(db, user.id), userId: user.id, projectId };
}

/** One answer as a client sees it: the envelope, or how the exchange failed. */
export interface FaultAnswer {
  status: number;
  code: number | undefined;
  msg: string;
}

/** Calls the server once as the actor; a reset connection or a body that is not the envelope says so. */
export async function callAs(
  url: string,
  actor: FaultActor | undefined,
  method: 'GET' | 'POST',
  route: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<FaultAnswer> {
  try {
    const response = await fetch(`${url}/prod-api/${route}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(actor ? { authorization: `Bearer ${actor.token}` } : {}),
        language: 'en-US',
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    try {
      const parsed = JSON.parse(text) as { code?: number; msg?: string };
      return { status: response.status, code: parsed.code, msg: parsed.msg ?? '' };
    } catch {
      return { status: response.status, code: undefined, msg: `not the envelope: ${text.slice(0, 200)}` };
    }
  } catch (error) {
    return { status: 0, code: undefined, msg: `no answer: ${String(error)}` };
  }
}

/** Files an issue in the actor's project, as the web client does. */
export function fileIssue(url: string, actor: FaultActor, title: string): Promise<FaultAnswer> {
  return callAs(url, actor, 'POST', 'questline/questionInfo', {
    projectId: actor.projectId,
    questionName: title,
    handlerUserIds: [actor.userId],
  });
}

/**
 * Calls `call` over and over from `clients` loops until `stop` resolves: the traffic a fault lands in.
 * Answers every answer, in order of arrival.
 */
export async function trafficUntil(
  stop: Promise<unknown>,
  call: (index: number) => Promise<FaultAnswer>,
  clients = 4,
): Promise<FaultAnswer[]> {
  const answers: FaultAnswer[] = [];
  let stopped = false;
  void stop.finally(() => (stopped = true));
  let index = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (!stopped) {
        index += 1;
        answers.push(await call(index));
      }
    }),
  );
  return answers;
}
