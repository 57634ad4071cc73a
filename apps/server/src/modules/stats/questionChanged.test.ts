import { ResultCode } from '@questline/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ClientSocket, connected, client, listen, nextEvent } from '../../realtime/testKit.fixture';
import { apiAs } from '../../test/api';
import { type TestServer, getTestServer } from '../../test/server';
import { type StatsWorld, buildStatsWorld } from '../../test/statsWorld';

/** Issue 13 "Live updates": a committed workflow action reaches the project's room, and no one else. */
describe('questionChanged to the project room', () => {
  let server: TestServer;
  let url: string;
  let w: StatsWorld;
  const open: ClientSocket[] = [];

  async function inRoom(token: string, userId: number, projectId: number): Promise<ClientSocket> {
    const socket = await connected(client(url, token));
    open.push(socket);
    const answer = nextEvent(socket, 'goInRoom_response');
    socket.emit('goInRoom', { userId, projectId });
    expect((await answer).code).toBe(ResultCode.ok);
    return socket;
  }

  beforeAll(async () => {
    server = await getTestServer();
    url = await listen(server.app);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildStatsWorld(server.database.db);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.disconnect();
  });

  it('tells the members in the room what changed, and not the members of another project', async () => {
    const watcher = await inRoom(w.owner.token, w.owner.id, w.projectId);
    const elsewhere = await inRoom(w.owner.token, w.owner.id, w.otherProjectId);
    let elsewhereHeard = false;
    elsewhere.on('questionChanged', () => {
      elsewhereHeard = true;
    });
    const heard = nextEvent(watcher, 'questionChanged');
    const handler = apiAs(server, w.handler.token);
    const detail = await handler<{ updateTime: string }>('GET', 'questionInfo/getQuestionInfo', {
      projectId: w.projectId,
      questionId: w.ids.open,
    });
    const started = await handler('POST', 'questionInfo/questionByStartRepair', {
      projectId: w.projectId,
      questionId: w.ids.open,
      updateTime: detail.data.updateTime,
    });
    expect(started.code).toBe(ResultCode.ok);
    expect(await heard).toEqual({ projectId: w.projectId, questionId: w.ids.open, action: 1, toStatus: 3 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(elsewhereHeard).toBe(false);
  });

  it('keeps a non-member out of the room, so it hears nothing', async () => {
    const socket = await connected(client(url, w.outsider.token));
    open.push(socket);
    const refused = nextEvent(socket, 'goInRoom_response');
    socket.emit('goInRoom', { userId: w.outsider.id, projectId: w.projectId });
    expect((await refused).code).toBe(ResultCode.notFound);
    let heard = false;
    socket.on('questionChanged', () => {
      heard = true;
    });
    const watcher = await inRoom(w.handler.token, w.handler.id, w.projectId);
    const told = nextEvent(watcher, 'questionChanged');
    await apiAs(server, w.owner.token)('POST', 'questionInfo', {
      projectId: w.projectId,
      questionName: 'Seen by members only',
      handlerUserIds: [w.handler.id],
    });
    expect((await told).projectId).toBe(w.projectId);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toBe(false);
  });
});
