import {
  RESOURCE_LINK_TTL_MS,
  RESOURCE_PATHS,
  type ResourceCard,
  type ResourceDetail,
  type ResourceLink,
  type ResourceStoreHome,
} from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../test/clock';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { resourceKit, type StorePerson } from './testKit.fixture';

const FINANCE = {
  orderExpireMs: 3_600_000,
  offlineEnabled: true,
  offlinePayee: { accountName: 'Questline Ltd', accountNumber: '6222 0000', bank: 'ICBC' },
  alipay: null,
  wechatPay: null,
};

/**
 * Issue 32, spec point 6 "Resource download needs resource membership, or payment, or points" (ADR 0117): browsing,
 * the entitlement matrix, buying with points and with money, and the download links.
 */
describe('resource store', () => {
  const clock = movableClock(Date.parse('2026-06-01T08:00:00.000Z'));
  let server: TestServer;
  let kit: ReturnType<typeof resourceKit>;

  beforeAll(async () => {
    server = await getTestServer({ now: clock.now, config: { finance: FINANCE } });
    kit = resourceKit(server, clock.now);
  });
  afterAll(() => server.close());

  const detail = async (who: StorePerson, resourceId: number) =>
    (await kit.call<ResourceDetail>('GET', RESOURCE_PATHS.info(resourceId), { token: who.token })).data;
  const link = (who: StorePerson, resourceId: number, fileId: number) =>
    kit.call<ResourceLink>('POST', RESOURCE_PATHS.link, { token: who.token, payload: { resourceId, fileId } });
  const fetchFile = (url: string, token?: string) =>
    server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('shows readers only published resources, by category and by title, with their files', async () => {
    const reader = await kit.person();
    const shown = await kit.resource({ title: 'Sprint 100% checklist', category: 'document' });
    const hidden = await kit.resource({ title: 'Sprint draft', category: 'document', published: false });
    expect((await kit.upload(shown.resourceId, '清单.xlsx', Buffer.from('sheet'))).code).toBe(200);

    const byCategory = await kit.call<ResourceCard[]>('GET', RESOURCE_PATHS.list, {
      token: reader.token,
      payload: { category: 'document' },
    });
    expect(byCategory.rows.map((row) => row.resourceId)).toEqual([shown.resourceId]);
    expect(byCategory.rows[0]?.fileCount).toBe(1);
    const byTitle = await kit.call<ResourceCard[]>('GET', RESOURCE_PATHS.list, {
      token: reader.token,
      payload: { keyword: '100%' },
    });
    expect(byTitle.rows.map((row) => row.resourceId)).toEqual([shown.resourceId]);
    const home = await kit.call<ResourceStoreHome>('GET', RESOURCE_PATHS.home, { token: reader.token });
    expect(home.data.categories.find((row) => row.category === 'document')?.count).toBeGreaterThanOrEqual(1);
    expect(home.data.newest.map((row) => row.resourceId)).not.toContain(hidden.resourceId);

    expect((await kit.call('GET', RESOURCE_PATHS.info(hidden.resourceId), { token: reader.token })).code).toBe(404);
    const info = await detail(reader, shown.resourceId);
    expect(info.files.map((file) => [file.name, file.size])).toEqual([['清单.xlsx', 5]]);
    expect(info).toMatchObject({ entitlement: null, ways: { membership: true, money: true, points: true } });
  });

  it('refuses a download without entitlement with 403 and the ways in, in the caller’s language', async () => {
    const reader = await kit.person();
    const resource = await kit.resource({ membersFree: false, pointsPrice: 0 });
    const file = (await kit.upload(resource.resourceId, 'a.zip', Buffer.from('zip'))).data;
    const refused = await kit.call('POST', RESOURCE_PATHS.link, {
      token: reader.token,
      payload: { resourceId: resource.resourceId, fileId: file.fileId },
      language: 'en-US',
    });
    expect(refused).toMatchObject({
      code: 403,
      msg: 'Downloading this resource needs a resource membership, a purchase or points',
      data: { membership: false, money: true, points: false },
    });
  });

  it('lets anyone download a free resource, a member one free for members, and no one a member-only one after it ends', async () => {
    const free = await kit.resource({ priceFen: 0, pointsPrice: 0, membersFree: false });
    const freeFile = (await kit.upload(free.resourceId, 'free.txt', Buffer.from('free'))).data;
    const forMembers = await kit.resource({ priceFen: 500, pointsPrice: 0, membersFree: true });
    const memberFile = (await kit.upload(forMembers.resourceId, 'm.txt', Buffer.from('member'))).data;
    const reader = await kit.person();
    const member = await kit.person();
    await kit.membership(member);

    expect((await link(reader, free.resourceId, freeFile.fileId)).code).toBe(200);
    expect((await link(reader, forMembers.resourceId, memberFile.fileId)).code).toBe(403);
    expect((await detail(member, forMembers.resourceId)).entitlement).toBe('member');
    expect((await link(member, forMembers.resourceId, memberFile.fileId)).code).toBe(200);

    clock.advance(400 * 86_400_000);
    expect((await link(member, forMembers.resourceId, memberFile.fileId)).code).toBe(403);
  });

  it('sells a resource for points once, in one step with the ledger', async () => {
    const buyer = await kit.person({ points: 80 });
    const resource = await kit.resource({ pointsPrice: 50, membersFree: false });
    const bought = await kit.call<ResourceDetail>('POST', RESOURCE_PATHS.redeem, {
      token: buyer.token,
      payload: { resourceId: resource.resourceId },
    });
    expect(bought.data).toMatchObject({ entitlement: 'purchased', pointsBalance: 30 });
    const again = await kit.call('POST', RESOURCE_PATHS.redeem, {
      token: buyer.token,
      payload: { resourceId: resource.resourceId },
      language: 'en-US',
    });
    expect(again).toMatchObject({ code: 500, msg: 'You already have this resource; download it' });

    const poor = await kit.person({ points: 10 });
    const short = await kit.call('POST', RESOURCE_PATHS.redeem, {
      token: poor.token,
      payload: { resourceId: resource.resourceId },
    });
    expect(short.code).toBe(500);
    expect(await detail(poor, resource.resourceId)).toMatchObject({ entitlement: null, pointsBalance: 10 });
  });

  it('sells a resource for money through an order paid by bank transfer', async () => {
    const buyer = await kit.person();
    const resource = await kit.resource({ priceFen: 990, pointsPrice: 0, membersFree: false });
    const stale = await kit.call('POST', RESOURCE_PATHS.order, {
      token: buyer.token,
      payload: { resourceId: resource.resourceId, amountFen: 100 },
    });
    expect(stale.code).toBe(500);
    const order = await kit.call<{ orderId: number; amountFen: number }>('POST', RESOURCE_PATHS.order, {
      token: buyer.token,
      payload: { resourceId: resource.resourceId, amountFen: 990 },
    });
    expect(order.data.amountFen).toBe(990);
    expect((await detail(buyer, resource.resourceId)).entitlement).toBeNull();
    await kit.payByTransfer(buyer, order.data.orderId);
    expect((await detail(buyer, resource.resourceId)).entitlement).toBe('purchased');
    const twice = await kit.call('POST', RESOURCE_PATHS.order, {
      token: buyer.token,
      payload: { resourceId: resource.resourceId, amountFen: 990 },
    });
    expect(twice.code).toBe(500);
  });

  it('serves a link only to its holder, with ranges, until it expires; counts the download', async () => {
    const resource = await kit.resource({ priceFen: 0, pointsPrice: 0 });
    const file = (await kit.upload(resource.resourceId, '用例 模板.csv', Buffer.from('0123456789'))).data;
    const holder = await kit.person();
    const other = await kit.person();
    const handed = (await link(holder, resource.resourceId, file.fileId)).data;

    const whole = await fetchFile(handed.url, holder.token);
    expect([whole.statusCode, whole.body]).toEqual([200, '0123456789']);
    expect(whole.headers['content-disposition']).toContain("filename*=UTF-8''%E7%94%A8%E4%BE%8B%20");
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    const part = await server.app.inject({
      method: 'GET',
      url: handed.url,
      headers: { ...bearer(holder.token), range: 'bytes=2-4' },
    });
    expect([part.statusCode, part.body]).toEqual([206, '234']);

    expect((await fetchFile(handed.url, other.token)).json()).toMatchObject({ code: 500 });
    expect((await fetchFile(handed.url)).json()).toMatchObject({ code: 401 });
    expect((await detail(holder, resource.resourceId)).downloads).toBe(1);
    clock.advance(RESOURCE_LINK_TTL_MS + 1_000);
    expect((await fetchFile(handed.url, holder.token)).json()).toMatchObject({ code: 500 });
  });

  it('refuses a link to a file of another resource', async () => {
    const open = await kit.resource({ priceFen: 0, pointsPrice: 0 });
    const sold = await kit.resource({ membersFree: false });
    const soldFile = (await kit.upload(sold.resourceId, 's.txt', Buffer.from('sold'))).data;
    const reader = await kit.person();
    expect((await link(reader, open.resourceId, soldFile.fileId)).code).toBe(404);
  });

  it('settles the payment of an order whose resource was removed meanwhile, recording nothing', async () => {
    const buyer = await kit.person();
    const resource = await kit.resource({ priceFen: 500, pointsPrice: 0, membersFree: false });
    const order = await kit.call<{ orderId: number }>('POST', RESOURCE_PATHS.order, {
      token: buyer.token,
      payload: { resourceId: resource.resourceId, amountFen: 500 },
    });
    const removed = await kit.call('DELETE', RESOURCE_PATHS.adminRemove(resource.resourceId), {
      token: (await kit.admin()).token,
    });
    expect(removed.code).toBe(200);
    await kit.payByTransfer(buyer, order.data.orderId);
    const purchases = await server.database.db
      .selectFrom('resource_purchases')
      .select('id')
      .where('user_id', '=', buyer.id)
      .execute();
    expect(purchases).toEqual([]);
  });
});
