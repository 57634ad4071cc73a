import { ResultCode, SOCKET_UNAUTHORIZED, TOKEN_COOKIE } from '@questline/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ClientSocket, client, connected, joinedAs, listen, nextEvent } from '../../realtime/testKit.fixture';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { type TestServer, getTestServer } from '../../test/server';
import { multipartForm, tinyPng } from '../../test/uploads';
import { mobileUploadCalls } from './testKit.fixture';

/**
 * ADR 0118: a phone upload code is good for one thing, sending photos to where it was made for. Presented anywhere
 * else, as the session cookie, a bearer token or a query parameter, it is no session; and the socket it reaches is
 * its person's own, through their signed-in desktop.
 */
describe('a phone upload code grants nothing else', () => {
  let server: TestServer;
  let url: string;
  let w: ProjectWorld;
  let code: string;
  let mobileUploadId: number;
  const open: ClientSocket[] = [];

  beforeAll(async () => {
    server = await getTestServer();
    url = await listen(server.app);
    w = await buildProjectWorld(server.database.db, server.files);
    const ticket = await mobileUploadCalls(server).open(w.member.token, {
      projectId: w.projectId,
      questionId: w.questionId,
    });
    code = ticket.data.token;
    mobileUploadId = ticket.data.mobileUploadId;
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.disconnect();
  });
  afterAll(() => server.close());

  it('is refused by every other route, however it is presented', async () => {
    const upload = multipartForm(
      { projectId: String(w.projectId) },
      { field: 'file', fileName: 'a.png', content: tinyPng() },
    );
    const routes = [
      { method: 'GET', url: '/prod-api/getInfo' },
      {
        method: 'GET',
        url: `/prod-api/questline/questionInfo/getQuestionInfo?projectId=${w.projectId}&questionId=${w.questionId}`,
      },
      // This one takes the session from the cookie too, for <img> in descriptions.
      { method: 'GET', url: `/prod-api/questline/questionAttachment/${w.attachmentId}` },
      {
        method: 'POST',
        url: '/prod-api/questline/questionAttachment/upload',
        payload: upload.payload,
        headers: upload.headers,
      },
      {
        method: 'POST',
        url: '/prod-api/questline/questionAttachment/mobileUpload',
        payload: { projectId: w.projectId },
      },
      { method: 'POST', url: '/prod-api/questline/questionAttachment/mobileUpload/close', payload: { mobileUploadId } },
    ] as const;
    const presentations = [
      { name: 'cookie', headers: { cookie: `${TOKEN_COOKIE}=${code}` }, query: '' },
      { name: 'bearer', headers: { authorization: `Bearer ${code}` }, query: '' },
      { name: 'query', headers: {}, query: `token=${code}` },
    ];
    for (const route of routes) {
      for (const presented of presentations) {
        const joiner = route.url.includes('?') ? '&' : '?';
        const response = await server.app.inject({
          method: route.method,
          url: presented.query ? `${route.url}${joiner}${presented.query}` : route.url,
          headers: { ...('headers' in route ? route.headers : {}), ...presented.headers },
          ...('payload' in route ? { payload: route.payload } : {}),
        });
        expect(response.json<{ code: number }>().code, `${route.method} ${route.url} by ${presented.name}`).toBe(
          ResultCode.unauthorized,
        );
      }
    }
    // The code still works for what it is for.
    expect((await mobileUploadCalls(server).visit(code)).code).toBe(ResultCode.ok);
  });

  it('opens no socket', async () => {
    await expect(connected(client(url, code))).rejects.toThrow(SOCKET_UNAUTHORIZED);
    await expect(connected(client(url, undefined, 'en', { cookie: `${TOKEN_COOKIE}=${code}` }))).rejects.toThrow(
      SOCKET_UNAUTHORIZED,
    );
  });

  it("tells the photo to its person's signed-in socket", async () => {
    const desktop = await joinedAs(url, w.member.token, w.member.id);
    open.push(desktop);
    const arrived = nextEvent(desktop, 'mobileUploadArrived');
    const sent = await mobileUploadCalls(server).send(code, 'from-phone.png', tinyPng());
    expect(sent.code).toBe(ResultCode.ok);
    expect(await arrived).toMatchObject({
      mobileUploadId,
      projectId: w.projectId,
      questionId: w.questionId,
      attachment: { fileName: 'from-phone.png', kind: 'image' },
    });
  });
});
