import { RESOURCE_PATHS, type ResourceAdminRow, type ResourceCoverImage } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Answer } from '../../test/api';
import { movableClock } from '../../test/clock';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { multipart, tinyPng } from '../../test/uploads';
import { resourceKit } from './testKit.fixture';

/** Issue 32 (ADR 0117): the platform administrators publish resources, their covers and files. */
describe('resource store administration', () => {
  const clock = movableClock(Date.parse('2026-06-01T08:00:00.000Z'));
  let server: TestServer;
  let kit: ReturnType<typeof resourceKit>;

  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
    kit = resourceKit(server, clock.now);
  });
  afterAll(() => server.close());

  const uploadCover = async (content: Buffer) => {
    const body = multipart('file', 'cover.png', 'image/png', content);
    const response = await server.app.inject({
      method: 'POST',
      url: `/prod-api${RESOURCE_PATHS.adminCover}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer((await kit.admin()).token), language: 'en-US' },
    });
    return response.json<Answer<ResourceCoverImage>>();
  };

  it('refuses everyone but platform administrators', async () => {
    const someone = await kit.person();
    const listed = await kit.call('GET', RESOURCE_PATHS.admin, { token: someone.token });
    expect(listed.code).toBe(403);
    const resource = await kit.resource();
    const upload = await kit.upload(resource.resourceId, 'x.txt', Buffer.from('x'), someone.token);
    expect(upload.code).toBe(403);
  });

  it('checks a title by bytes and a cover by its content, and changes nothing on a refusal', async () => {
    const admin = await kit.admin();
    const long = await kit.call('POST', RESOURCE_PATHS.admin, {
      token: admin.token,
      payload: {
        title: '模'.repeat(67),
        category: 'tool',
        priceFen: 0,
        pointsPrice: 0,
        membersFree: true,
        published: true,
      },
    });
    expect(long).toMatchObject({ code: 500, msg: 'Invalid input: A title must not be empty or longer than 200 bytes' });
    expect((await uploadCover(Buffer.from('<svg/>'))).msg).toBe('A cover must be a PNG or JPEG picture');
    const before = (await kit.call<ResourceAdminRow[]>('GET', RESOURCE_PATHS.admin, { token: admin.token })).data;
    expect(before.some((row) => row.title.startsWith('模模'))).toBe(false);
  });

  it('edits a resource with a cover, then removes it with its files', async () => {
    const admin = await kit.admin();
    const resource = await kit.resource({ published: false });
    const file = (await kit.upload(resource.resourceId, 'guide.pdf', Buffer.from('%PDF-1.4'))).data;
    const cover = (await uploadCover(tinyPng())).data;
    const edited = await kit.call<ResourceAdminRow>('PUT', RESOURCE_PATHS.admin, {
      token: admin.token,
      payload: {
        resourceId: resource.resourceId,
        title: 'Test data set',
        category: 'testData',
        description: 'Rows',
        cover: cover.cover,
        priceFen: 0,
        pointsPrice: 20,
        membersFree: false,
        published: true,
      },
    });
    expect(edited.data).toMatchObject({ title: 'Test data set', published: true, coverUrl: cover.coverUrl });
    const picture = await server.app.inject({ method: 'GET', url: cover.coverUrl });
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/png']);

    const removed = await kit.call('DELETE', RESOURCE_PATHS.adminRemove(resource.resourceId), { token: admin.token });
    expect(removed.code).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: cover.coverUrl })).statusCode).toBe(404);
    const left = await server.database.db
      .selectFrom('resource_files')
      .select('id')
      .where('id', '=', file.fileId)
      .executeTakeFirst();
    expect(left).toBeUndefined();
  });

  it('removes one file of a resource', async () => {
    const admin = await kit.admin();
    const resource = await kit.resource();
    const file = (await kit.upload(resource.resourceId, 'a.txt', Buffer.from('a'))).data;
    expect((await kit.call('DELETE', RESOURCE_PATHS.adminRemoveFile(file.fileId), { token: admin.token })).code).toBe(
      200,
    );
    const rows = (await kit.call<ResourceAdminRow[]>('GET', RESOURCE_PATHS.admin, { token: admin.token })).data;
    expect(rows.find((row) => row.resourceId === resource.resourceId)?.files).toEqual([]);
  });

  it('removes a file even while the storage cannot delete it: the row goes, the answer is a success', async () => {
    const admin = await kit.admin();
    const resource = await kit.resource();
    const file = (await kit.upload(resource.resourceId, 'b.txt', Buffer.from('b'))).data;
    const remove = vi.spyOn(server.files, 'remove').mockRejectedValue(new Error('storage unreachable'));
    try {
      const answer = await kit.call('DELETE', RESOURCE_PATHS.adminRemoveFile(file.fileId), { token: admin.token });
      expect(answer.code).toBe(200);
      expect(remove).toHaveBeenCalled();
    } finally {
      remove.mockRestore();
    }
    const rows = (await kit.call<ResourceAdminRow[]>('GET', RESOURCE_PATHS.admin, { token: admin.token })).data;
    expect(rows.find((row) => row.resourceId === resource.resourceId)?.files).toEqual([]);
  });

  it('takes at most 20 files, also from two uploads at once', async () => {
    const resource = await kit.resource();
    for (let n = 1; n <= 19; n += 1) {
      expect((await kit.upload(resource.resourceId, `f${String(n)}.txt`, Buffer.from('x'))).code).toBe(200);
    }
    const both = await Promise.all([
      kit.upload(resource.resourceId, 'a.txt', Buffer.from('a')),
      kit.upload(resource.resourceId, 'b.txt', Buffer.from('b')),
    ]);
    expect(both.map((answer) => answer.code).sort()).toEqual([200, 500]);
    expect(both.find((answer) => answer.code === 500)?.msg).toBe('A resource holds at most 20 files');
    const rows = await server.database.db
      .selectFrom('resource_files')
      .select('id')
      .where('resource_id', '=', resource.resourceId)
      .execute();
    expect(rows).toHaveLength(20);
  });
});
