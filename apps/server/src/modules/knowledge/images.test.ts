import type { KnowledgeDocument, KnowledgeImage, KnowledgeShare, SharedKnowledge } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type KnowledgeCast, type KnowledgePerson, knowledgeCast } from '../../test/knowledge';
import { type TestServer, getTestServer } from '../../test/server';
import { multipartForm, tinyPng } from '../../test/uploads';

/** Issue 15 "Documents": images pasted or uploaded into the attachment storage, shown to readers and shares. */
describe('knowledge images', () => {
  let server: TestServer;
  let cast: KnowledgeCast;
  let kbId: number;

  beforeAll(async () => {
    server = await getTestServer();
    cast = await knowledgeCast(server);
    kbId = cast.kbId;
  });
  afterAll(() => server.close());

  const upload = async (who: KnowledgePerson, space: number, fileName: string, content: Buffer) => {
    const form = multipartForm({ kbId: String(space) }, { field: 'file', fileName, content });
    const response = await server.app.inject({
      method: 'POST',
      url: '/prod-api/questline/knowledge/image/upload',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${who.token}` },
    });
    return response.json<{ code: number; msg: string; data: KnowledgeImage }>();
  };
  const fetchImage = (url: string, token?: string) =>
    server.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('stores an image for writers and serves it to members of the space only', async () => {
    const image = await upload(cast.member, kbId, 'shot.png', tinyPng());
    expect(image.data.url).toBe(`/prod-api/questline/knowledge/image/${String(image.data.imageId)}`);
    const forReader = await fetchImage(image.data.url, cast.reader.token);
    expect(forReader.statusCode).toBe(200);
    expect(forReader.headers['content-type']).toBe('image/png');
    expect((await fetchImage(image.data.url, cast.outsider.token)).json().code).toBe(404);
    expect((await upload(cast.reader, kbId, 'shot.png', tinyPng())).code).toBe(403);
    expect((await upload(cast.outsider, kbId, 'shot.png', tinyPng())).code).toBe(404);
  });

  it('refuses what is not an image', async () => {
    expect(await upload(cast.member, kbId, 'notes.txt', Buffer.from('hello'))).toMatchObject({
      code: 500,
      msg: '只能上传 gif、jpg、jpeg、bmp、png 图片',
    });
    expect((await upload(cast.member, kbId, 'fake.png', Buffer.from('<svg onload=alert(1)>'))).code).toBe(500);
  });

  it('shows the image of a shared document through the share, with a ticket when it has a password', async () => {
    const image = await upload(cast.member, kbId, 'diagram.png', tinyPng());
    const doc = await cast.member.call<KnowledgeDocument>('POST', 'knowledge/doc/add', {
      kbId,
      title: 'Diagram',
      content: `<p>see</p><img src="${image.data.url}" alt="d">`,
    });
    expect(doc.data.content).toContain(`src="${image.data.url}"`);
    await cast.member.call('POST', 'knowledge/doc/publish', {
      kbId,
      docId: doc.data.docId,
      updateTime: doc.data.updateTime,
    });
    const other = await upload(cast.member, kbId, 'other.png', tinyPng());

    const open = await cast.member.call<KnowledgeShare>('POST', 'knowledge/share/create', {
      kbId,
      docId: doc.data.docId,
      expireDays: null,
    });
    const opened = await server.app.inject({
      method: 'POST',
      url: `/prod-api/anonymous/knowledgeShare/${open.data.token}`,
      payload: {},
    });
    const content = opened.json<{ data: SharedKnowledge }>().data.document?.content ?? '';
    const publicUrl = `/prod-api/anonymous/knowledgeShare/${open.data.token}/image/${String(image.data.imageId)}`;
    expect(content).toContain(`src="${publicUrl}"`);
    const shown = await fetchImage(publicUrl);
    expect(shown.statusCode).toBe(200);
    const notShown = `/prod-api/anonymous/knowledgeShare/${open.data.token}/image/${String(other.data.imageId)}`;
    expect((await fetchImage(notShown)).json().code).toBe(404);

    const guarded = await cast.member.call<KnowledgeShare>('POST', 'knowledge/share/create', {
      kbId,
      docId: doc.data.docId,
      expireDays: null,
      password: 'secret-1',
    });
    const withPassword = await server.app.inject({
      method: 'POST',
      url: `/prod-api/anonymous/knowledgeShare/${guarded.data.token}`,
      payload: { password: 'secret-1' },
    });
    const guardedSrc = /src="([^"]+)"/.exec(
      withPassword.json<{ data: SharedKnowledge }>().data.document?.content ?? '',
    )?.[1];
    expect(guardedSrc).toMatch(/\?ticket=/);
    expect((await fetchImage(guardedSrc ?? '')).statusCode).toBe(200);
    expect((await fetchImage(guardedSrc?.replace(/\?ticket=.*/, '') ?? '')).json().code).toBe(404);
  });
});
