import { FINANCE_PATHS, type InvoiceAdminRow, type InvoiceRow } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../../test/api';
import { movableClock } from '../../../test/clock';
import { buildUser, signIn } from '../../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../../test/server';
import { multipart, tinyPng } from '../../../test/uploads';

const path = (finance: string) => finance.replace(/^\/questline\//, '');
const application = {
  companyName: '问迹科技有限公司',
  taxNumber: '91110000MA01ABCD2X',
  registeredAddress: '北京市海淀区中关村大街 1 号',
  phone: '010-12345678',
  bank: '工商银行北京中关村支行',
  account: '6222 0202 0000 1234',
  contact: '张三',
  shippingAddress: '北京市海淀区中关村大街 1 号 3 层',
};

/** Issue 16: invoices of paid orders through the API, with every refusal. */
describe('finance: invoices', () => {
  let server: TestServer;
  const clock = movableClock(Date.parse('2026-03-10T08:00:00.000Z'));
  let adminToken: string;

  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
    const admin = await buildUser(server.database.db, { is_platform_admin: 1, nick_name: 'Platform Admin' });
    adminToken = await signIn(server.database.db, admin.id, { now: clock.now(), ttlMs: 365 * 86_400_000 });
  });
  afterAll(() => server.close());
  const admin = (language: 'zh-CN' | 'en-US' = 'en-US') => apiAs(server, adminToken, language);

  async function buyer() {
    const user = await buildUser(server.database.db);
    const token = await signIn(server.database.db, user.id, { now: clock.now(), ttlMs: 365 * 86_400_000 });
    return { id: user.id, token, api: apiAs(server, token, 'en-US'), zh: apiAs(server, token) };
  }

  /** An order paid the way a buyer pays without a gateway: transfer voucher, administrator's approval. */
  async function paidOrder(me: Awaited<ReturnType<typeof buyer>>) {
    const placed = await me.api<{ orderId: number }>('POST', path(FINANCE_PATHS.addOrder), {
      versionCode: 1,
      period: 'monthly',
    });
    const orderId = placed.data.orderId;
    await me.api('POST', path(FINANCE_PATHS.payOrder), { orderId, method: 'offline' });
    const body = multipart('file', 'voucher.png', 'image/png', tinyPng());
    await server.app.inject({
      method: 'POST',
      url: `/prod-api${FINANCE_PATHS.saveOfflinePayFile}?orderId=${String(orderId)}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(me.token) },
    });
    expect((await admin()('POST', path(FINANCE_PATHS.approveVoucher), { orderId })).code).toBe(200);
    return orderId;
  }

  const countInvoices = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('invoices')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('applies on a paid order, then an administrator moves it to invoicing and shipped, each step recorded', async () => {
    const me = await buyer();
    const orderId = await paidOrder(me);
    const info = `${path(FINANCE_PATHS.invoiceInfo)}/${String(orderId)}`;
    expect((await me.api('GET', info)).data).toBeNull();

    const applied = await me.api<InvoiceRow>('POST', path(FINANCE_PATHS.applyInvoice), { orderId, ...application });
    expect(applied.data).toMatchObject({ orderId, status: 'applied', statusLabel: 'Applied', ...application });
    const again = await me.zh('POST', path(FINANCE_PATHS.applyInvoice), { orderId, ...application });
    expect(again).toMatchObject({ code: 500, msg: '该订单已申请过发票' });

    const queue = await admin()<InvoiceAdminRow[]>('GET', path(FINANCE_PATHS.invoiceList), { status: 'applied' });
    expect(queue.data.map((row) => [row.invoiceId, row.buyerId])).toContainEqual([applied.data.invoiceId, me.id]);
    const invoiceId = applied.data.invoiceId;
    const move = (body: object) => admin()('POST', path(FINANCE_PATHS.moveInvoice), { invoiceId, ...body });

    expect((await move({ to: 'shipped', trackingNo: 'SF1' })).msg).toBe(
      'The invoice has moved on; refresh and try again',
    );
    expect((await move({ to: 'invoicing' })).code).toBe(200);
    expect((await move({ to: 'invoicing' })).code).toBe(500);
    expect((await move({ to: 'shipped' })).msg).toBe('Enter the tracking number to mark the invoice shipped');
    expect((await move({ to: 'shipped', trackingNo: 'SF1234567890' })).code).toBe(200);
    expect((await move({ to: 'applied' })).code).toBe(500);

    const shipped = await me.api<InvoiceRow>('GET', info);
    expect(shipped.data).toMatchObject({ status: 'shipped', statusLabel: 'Shipped', trackingNo: 'SF1234567890' });
    expect(
      shipped.data.log.map((entry) => [entry.fromStatus, entry.toStatus, entry.byName === 'Platform Admin']),
    ).toEqual([
      [null, 'applied', false],
      ['applied', 'invoicing', true],
      ['invoicing', 'shipped', true],
    ]);
    const shippedList = await admin()<InvoiceAdminRow[]>('GET', path(FINANCE_PATHS.invoiceList), { status: 'shipped' });
    expect(shippedList.data.every((row) => row.status === 'shipped')).toBe(true);
    expect(shippedList.data.map((row) => row.invoiceId)).toContain(invoiceId);
  });

  it("refuses someone else's order or invoice, an unpaid order, and too long or missing fields, changing nothing", async () => {
    const me = await buyer();
    const other = await buyer();
    const orderId = await paidOrder(me);
    const before = await countInvoices();

    expect((await other.api('POST', path(FINANCE_PATHS.applyInvoice), { orderId, ...application })).code).toBe(404);
    expect((await other.api('GET', `${path(FINANCE_PATHS.invoiceInfo)}/${String(orderId)}`)).code).toBe(404);

    const unpaid = await other.api<{ orderId: number }>('POST', path(FINANCE_PATHS.addOrder), {
      versionCode: 1,
      period: 'monthly',
    });
    const refusedUnpaid = await other.api('POST', path(FINANCE_PATHS.applyInvoice), {
      orderId: unpaid.data.orderId,
      ...application,
    });
    expect(refusedUnpaid).toMatchObject({ code: 500, msg: 'Only a paid order can have an invoice' });

    const tooLong = await me.zh('POST', path(FINANCE_PATHS.applyInvoice), {
      orderId,
      ...application,
      companyName: '公'.repeat(17),
      registeredAddress: 'a'.repeat(101),
      shippingAddress: '路'.repeat(67),
    });
    expect(tooLong.code).toBe(500);
    expect(tooLong.msg).toContain('单位名称不能超过 50 个字节');
    expect(tooLong.msg).toContain('注册地址不能超过 100 个字节');
    expect(tooLong.msg).toContain('邮寄地址不能超过 200 个字节');
    const missing = await me.api('POST', path(FINANCE_PATHS.applyInvoice), { orderId, ...application, taxNumber: ' ' });
    expect(missing.msg).toContain('Enter the tax number');
    const fits = await me.api('POST', path(FINANCE_PATHS.applyInvoice), {
      orderId,
      ...application,
      companyName: '公'.repeat(16),
      registeredAddress: '',
    });
    expect(fits.code).toBe(200);
    expect(await countInvoices()).toBe(before + 1);
  });

  it('lets only platform administrators list and move invoices', async () => {
    const me = await buyer();
    const orderId = await paidOrder(me);
    const applied = await me.api<InvoiceRow>('POST', path(FINANCE_PATHS.applyInvoice), { orderId, ...application });
    const moved = await me.api('POST', path(FINANCE_PATHS.moveInvoice), {
      invoiceId: applied.data.invoiceId,
      to: 'invoicing',
    });
    expect(moved.code).toBe(403);
    expect((await me.api('GET', path(FINANCE_PATHS.invoiceList))).code).toBe(403);
    expect((await me.api<InvoiceRow>('GET', `${path(FINANCE_PATHS.invoiceInfo)}/${String(orderId)}`)).data.status).toBe(
      'applied',
    );
    expect((await admin()('POST', path(FINANCE_PATHS.moveInvoice), { invoiceId: 999_999, to: 'invoicing' })).code).toBe(
      404,
    );
  });
});
