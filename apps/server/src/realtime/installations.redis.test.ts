import { ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../test/api';
import { buildProject, buildUser, signIn } from '../test/factories';
import { type TestServer, getTestServer } from '../test/server';
import { type ClientSocket, connected, client, joinedAs, listen, nextEvent } from './testKit.fixture';

interface Installation {
  server: TestServer;
  url: string;
  userId: number;
  token: string;
  projectId: number;
}

/**
 * Issue 28 point 4: two installations sharing one Redis (the machine's, TEST_REDIS_URL) heard each other:
 * pub/sub ignores the database index, the adapter's channel was fixed and rooms are named by small ids that
 * coincide. Each installation's channels now carry its own id, so with the same user, session and project
 * ids on both sides, nothing of one reaches the other.
 */
describe('two installations on one Redis', () => {
  let x: Installation;
  let y: Installation;
  const sockets: ClientSocket[] = [];

  const installation = async (redisUrl: string): Promise<Installation> => {
    const server = await getTestServer({ config: { redisUrl } });
    const url = await listen(server.app);
    const user = await buildUser(server.database.db);
    const projectId = await buildProject(server.database.db, { ownerId: user.id });
    return { server, url, userId: user.id, token: await signIn(server.database.db, user.id), projectId };
  };
  const inProject = async (side: Installation) => {
    const socket = await joinedAs(side.url, side.token, side.userId);
    sockets.push(socket);
    const entered = nextEvent(socket, 'goInRoom_response');
    socket.emit('goInRoom', { userId: side.userId, projectId: side.projectId });
    expect((await entered).code).toBe(ResultCode.ok);
    return socket;
  };

  beforeAll(async () => {
    const redisUrl = process.env.TEST_REDIS_URL;
    if (!redisUrl) throw new Error('TEST_REDIS_URL is not set');
    x = await installation(redisUrl);
    y = await installation(redisUrl);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await x.server.close();
    await y.server.close();
  });

  it('have the same ids on both sides, which is what made them collide', () => {
    expect([y.userId, y.projectId]).toEqual([x.userId, x.projectId]);
  });

  it("one installation's project events and logouts never reach the other's sockets", async () => {
    const mine = await inProject(x);
    const theirs = await inProject(y);
    const heardByTheirs: unknown[] = [];
    theirs.on('questionChanged', (event) => heardByTheirs.push(event));
    const theirDisconnect = new Promise<string>((resolve) => theirs.once('disconnect', resolve));

    const heard = nextEvent(mine, 'questionChanged', 5000);
    const filed = await apiAs(x.server, x.token)('POST', 'questionInfo', {
      projectId: x.projectId,
      questionName: 'Only for installation X',
      handlerUserIds: [x.userId],
    });
    expect(filed.code).toBe(ResultCode.ok);
    await heard;
    const gone = new Promise<string>((resolve) => mine.once('disconnect', resolve));
    expect((await apiAs(x.server, x.token)('POST', 'userInfo/logout')).code).toBe(ResultCode.ok);
    expect(await gone).toBe('io server disconnect');

    // X's own sockets heard both within moments; Y's, on the same Redis, heard neither.
    const quiet = await Promise.race([
      theirDisconnect,
      new Promise((resolve) => setTimeout(() => resolve('connected'), 500)),
    ]);
    expect(quiet).toBe('connected');
    expect(heardByTheirs).toEqual([]);
    expect(theirs.connected).toBe(true);
    expect((await connected(client(y.url, y.token))).connected).toBe(true);
  });
});
