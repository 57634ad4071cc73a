import { AI_PATHS, type AiImageAnswer, type AiImageRow, ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenai, fakeOpenaiConfig, startFakeOpenai } from '../../test/fakeOpenai';
import { type TestServer, getTestServer } from '../../test/server';
import { type AiPerson, aiKit } from './testKit.fixture';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Issue 34: the drawing page's pictures, from the fake endpoint into the file storage, one credit each. */
describe('AI pictures', () => {
  let fake: FakeOpenai;
  let server: TestServer;
  let kit: ReturnType<typeof aiKit>;
  const draw = (person: AiPerson, prompt: string, count = 1) =>
    kit.call<AiImageAnswer>('POST', AI_PATHS.generateImages, { token: person.token, payload: { prompt, count } });
  const picture = (token: string, url: string) =>
    server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const kept = (userId: number) =>
    server.database.db.selectFrom('ai_images').select('storage_key').where('user_id', '=', userId).execute();
  const stored = async () => {
    let count = 0;
    for await (const _file of server.files.list('aiImages')) count += 1;
    return count;
  };

  beforeAll(async () => {
    fake = await startFakeOpenai();
    server = await getTestServer({ config: { ai: fakeOpenaiConfig(fake) } });
    kit = aiKit(server);
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('draws the pictures asked for, keeps them for their owner only and charges one credit each', async () => {
    const artist = await kit.person();
    const stranger = await kit.person();
    await kit.buy(artist, 'image', 5);
    const drawn = await draw(artist, 'A login page at night', 2);
    expect(drawn).toMatchObject({ code: 200, data: { charged: 2, credits: { chat: 0, image: 3 } } });
    expect(drawn.data.images.map((image) => [image.prompt, image.model])).toEqual([
      ['A login page at night', 'fake-image'],
      ['A login page at night', 'fake-image'],
    ]);
    expect(fake.received.at(-1)?.body).toEqual({ model: 'fake-image', prompt: 'A login page at night', n: 2 });
    expect(await kit.credits(artist.id)).toEqual({ chat: 0, image: 3 });

    const [first] = drawn.data.images;
    if (!first) throw new Error('no picture');
    const mine = await picture(artist.token, first.url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect((await picture(stranger.token, first.url)).json()).toMatchObject({ code: ResultCode.notFound });
    // The gallery's <img> sends the session cookie, not the header.
    const byCookie = await server.app.inject({ method: 'GET', url: first.url, cookies: { questline: artist.token } });
    expect(byCookie.statusCode).toBe(200);

    const listed = await kit.call<AiImageRow[]>('GET', AI_PATHS.images, { token: artist.token });
    expect(listed.rows.map((row) => row.imageId)).toEqual(drawn.data.images.map((image) => image.imageId).reverse());
    expect((await kit.call('GET', AI_PATHS.images, { token: stranger.token })).rows).toEqual([]);
    expect(
      (await kit.call('POST', AI_PATHS.removeImage, { token: stranger.token, payload: { imageId: first.imageId } }))
        .code,
    ).toBe(ResultCode.notFound);

    const files = await stored();
    await kit.call('POST', AI_PATHS.removeImage, { token: artist.token, payload: { imageId: first.imageId } });
    expect(await stored()).toBe(files - 1);
    expect(await kit.call('GET', AI_PATHS.images, { token: artist.token })).toMatchObject({ total: 1 });
    expect(await kit.credits(artist.id)).toEqual({ chat: 0, image: 3 });
  });

  it('fetches pictures the endpoint gives as addresses', async () => {
    const artist = await kit.person();
    await kit.buy(artist, 'image', 1);
    const drawn = await draw(artist, '[url] A bug report form');
    expect(drawn.data.charged).toBe(1);
    const [image] = drawn.data.images;
    const file = await picture(artist.token, image?.url ?? '');
    expect(file.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  });

  it('keeps nothing and gives everything back when the endpoint refuses or sends no picture', async () => {
    const artist = await kit.person();
    await kit.buy(artist, 'image', 2);
    const files = await stored();
    expect(await draw(artist, '[fail] Something forbidden')).toMatchObject({
      msg: 'The AI service refused the request (400): Your request was rejected by the safety system',
    });
    expect(await draw(artist, '[notpng] Not a picture', 2)).toMatchObject({
      msg: 'The AI service sent something that is not a PNG, JPEG or WebP picture',
    });
    expect(await kit.credits(artist.id)).toEqual({ chat: 0, image: 2 });
    expect(await kept(artist.id)).toEqual([]);
    expect(await stored()).toBe(files);
  });

  it('refuses more pictures than the balance pays for, and lets racing requests spend each credit once', async () => {
    const artist = await kit.person();
    expect(await draw(artist, 'Anything')).toMatchObject({
      code: ResultCode.fail,
      msg: 'Not enough drawing credits: this needs 1 and you have 0. Top up on the AI top-up page first',
    });
    await kit.buy(artist, 'image', 2);
    expect((await draw(artist, 'Three of them', 3)).msg).toBe(
      'Not enough drawing credits: this needs 3 and you have 2. Top up on the AI top-up page first',
    );
    const answers = await Promise.all([1, 2, 3, 4].map((n) => draw(artist, `Race ${String(n)}`)));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(2);
    expect(await kit.credits(artist.id)).toEqual({ chat: 0, image: 0 });
    expect(await kept(artist.id)).toHaveLength(2);
  });

  it('says so when no image model is set', async () => {
    const bare = await getTestServer({ config: { ai: { ...fakeOpenaiConfig(fake), imageModel: '' } } });
    try {
      const bareKit = aiKit(bare);
      const artist = await bareKit.person();
      const answer = await bareKit.call('POST', AI_PATHS.generateImages, {
        token: artist.token,
        payload: { prompt: 'Hi' },
      });
      expect(answer.msg).toBe('AI drawing is not set up on this site; ask the platform administrator');
      expect(await bareKit.call('GET', AI_PATHS.status, { token: artist.token })).toMatchObject({
        data: { chatModels: ['fake-chat', 'fake-chat-large'], imageModel: null },
      });
    } finally {
      await bare.close();
    }
  });
});
