import type { APIRequestContext, Page } from '@playwright/test';
import { type FakePay, startFakePay } from './fake-pay/server.mjs';
import { apiCall } from './support/accounts';
import { expectAccessible } from './support/axe';
import { type OwnServer, startOwnServer } from './support/ownServer';
import { button } from './support/pages';
import { registeredUser, signedInPage } from './support/ownServerPeople';
import { test as base, expect } from './support/journey';

/**
 * Issue 16, the online gateways and invoices: a Free user buys Standard for a year through the fake
 * Alipay cashier (e2e/fake-pay: the product's real adapter signs, the fake verifies, and its Pay button
 * sends the signed notification), applies for an invoice on the paid order, a platform administrator moves
 * it to invoicing and shipped with the tracking number, the user sees it shipped, then renews for a month
 * through the cashier again and PaymentSuccess shows the end time a month later; a last month is paid by
 * scanning WeChat Pay's QR code (the fake's /fake/wechat/pay stands for the phone). One server of the file's
 * own, configured with the fake's keys, serves both languages.
 */
const test = base.extend<object, { pay: { fake: FakePay; server: OwnServer } }>({
  pay: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const fake = await startFakePay();
      const server = await startOwnServer({ ...fake.environment(), ADMIN_PASSWORD: 'e2e-admin-password' });
      await use({ fake, server });
      await server.stop();
      await fake.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ pay }, use) => use(pay.server.url),
});
test.describe.configure({ mode: 'serial' });

const labels = {
  zh: {
    buyStandard: '购买标准版',
    alipay: '支付宝',
    toAlipay: '前往支付宝付款',
    wechat: '微信支付',
    confirmMethod: '确认支付方式',
    success: '支付成功',
    standard: '标准版',
    viewOrders: '查看订单',
    details: '详情',
    apply: '提交申请',
    companyRequired: '请填写单位名称',
    companyTooLong: '单位名称不能超过 50 个字节（一个汉字占 3 个字节）',
    fields: {
      companyName: '单位名称',
      taxNumber: '税号',
      phone: '电话',
      bank: '开户银行',
      account: '银行账号',
      contact: '联系人',
      shippingAddress: '邮寄地址',
    },
    applied: '已申请',
    invoicing: '开票中',
    shipped: '已寄出',
    startInvoicing: '开始开票',
    ok: '确定',
    ship: '标记已寄出',
    trackingNo: '快递单号',
    renewMonth: '续费 1 个月（¥68）',
    contactRequired: '请填写联系人',
  },
  en: {
    buyStandard: 'Buy Standard',
    alipay: 'Alipay',
    toAlipay: 'Pay with Alipay',
    wechat: 'WeChat Pay',
    confirmMethod: 'Confirm the payment method',
    success: 'Payment successful',
    standard: 'Standard',
    viewOrders: 'View orders',
    details: 'Details',
    apply: 'Apply',
    companyRequired: 'Enter the company name',
    companyTooLong: 'The company name must be at most 50 bytes (a Chinese character takes 3)',
    fields: {
      companyName: 'Company name',
      taxNumber: 'Tax number',
      phone: 'Phone',
      bank: 'Bank',
      account: 'Bank account',
      contact: 'Contact',
      shippingAddress: 'Shipping address',
    },
    applied: 'Applied',
    invoicing: 'Invoicing',
    shipped: 'Shipped',
    startInvoicing: 'Start invoicing',
    ok: 'OK',
    ship: 'Mark shipped',
    trackingNo: 'Tracking number',
    renewMonth: 'Renew for 1 month (¥68)',
    contactRequired: 'Enter the contact',
  },
} as const;
type Lang = keyof typeof labels;

async function endTime(request: APIRequestContext, token: string): Promise<string> {
  return (
    await apiCall<{ endTime: string }>(request, 'GET', '/questline/financial/getUserOrderVerisionApply', { token })
  ).endTime;
}

/** The end time a month on, as the contract's addMonths gives it for a day that every month has. */
function monthLater(iso: string): string {
  const time = new Date(iso);
  time.setUTCMonth(time.getUTCMonth() + 1);
  return time.toISOString();
}

/** YYYY-MM-DD HH:mm in UTC, as the pages show instants in this browser's time zone. */
const shown = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** The buyer pays the order of the current page through the fake cashier and lands on PaymentSuccess. */
async function payThroughAlipay(page: Page, lang: Lang, fake: FakePay) {
  const words = labels[lang];
  await page.getByRole('radio', { name: words.alipay }).check();
  await button(page, words.toAlipay).click();
  await expect(page).toHaveURL(new RegExp(`^${fake.url}/gateway\\.do\\?`));
  await page.screenshot({ path: `test-results/alipay-cashier-${lang}.png` });
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/user\/PaymentSuccess\?orderId=\d+&/);
  await expect(page.locator('.ant-result-title')).toHaveText(words.success);
}

for (const lang of ['zh', 'en'] as const) {
  test(`pays through the Alipay cashier, gets an invoice shipped and renews (${lang})`, async ({
    browser,
    request,
    baseURL,
    pay,
  }) => {
    const words = labels[lang];
    const base = baseURL ?? '';
    const { token } = await registeredUser(request, pay.server, `Payer ${lang}`);
    const page = await signedInPage(browser, base, token, lang);

    await page.goto('/user/UpgradeAccount');
    await button(page.getByTestId('plan-1'), words.buyStandard).click();
    await expect(page).toHaveURL(/\/user\/UpgradeAccountPayment\?orderId=\d+/);
    await expect(page.getByRole('radio', { name: words.alipay })).toBeVisible();
    await expectAccessible(page);
    await payThroughAlipay(page, lang, pay.fake);
    const firstEnd = await endTime(request, token);
    await expect(page.getByTestId('success-plan')).toContainText(words.standard);
    await expect(page.getByTestId('success-plan')).toContainText(shown(firstEnd));
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/gateway-success-${lang}.png`, fullPage: true });
    expect(pay.fake.notified.at(-1)).toMatchObject({ gateway: 'alipay', status: 200, text: 'success' });

    // The invoice of the paid order: the form's own checks first, then the application.
    await button(page, words.viewOrders).click();
    await page.getByRole('link', { name: new RegExp(`^${words.details}`) }).click();
    await expect(page.getByLabel(words.fields.companyName)).toBeVisible();
    await page.getByLabel(words.fields.companyName).fill('公'.repeat(17));
    await button(page, words.apply).click();
    await expect(page.getByText(words.companyTooLong)).toBeVisible();
    await expect(page.getByText(words.contactRequired)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/invoice-form-${lang}.png`, fullPage: true });
    const values = {
      companyName: `问迹科技 ${lang}`,
      taxNumber: '91110000MA01ABCD2X',
      phone: '010-12345678',
      bank: '工商银行北京中关村支行',
      account: '6222 0202 0000 1234',
      contact: '张三',
      shippingAddress: '北京市海淀区中关村大街 1 号',
    };
    for (const [field, value] of Object.entries(values)) {
      await page.getByLabel(words.fields[field as keyof typeof values], { exact: true }).fill(value);
    }
    await button(page, words.apply).click();
    await expect(page.getByTestId('invoice-status')).toHaveText(words.applied);
    await expectAccessible(page);
    const orderInfo = page.url();

    // A platform administrator moves it on, one step at a time.
    const admin = await apiCall<{ token: string }>(request, 'POST', '/register/login', {
      data: { username: 'admin', password: 'e2e-admin-password', code: '', uuid: '' },
    });
    const office = await signedInPage(browser, base, admin.token, lang);
    await office.goto('/admin/invoices');
    const row = office.getByRole('row').filter({ hasText: values.companyName });
    await expect(row).toContainText(words.applied);
    await expectAccessible(office);
    await office.screenshot({ path: `test-results/admin-invoices-${lang}.png`, fullPage: true });
    await button(row, words.startInvoicing).click();
    await button(office.locator('.ant-popconfirm'), words.ok).click();
    await expect(row).toHaveCount(0);
    await office.getByText(words.invoicing, { exact: true }).click();
    await button(row, words.ship).click();
    const dialog = office.getByRole('dialog');
    await dialog.getByLabel(words.trackingNo).fill(`SF${lang}0001`);
    await expectAccessible(office);
    await button(dialog, words.ship).click();
    await expect(row).toHaveCount(0);
    await office.getByText(words.shipped, { exact: true }).click();
    await expect(row).toContainText(`SF${lang}0001`);

    await page.goto(orderInfo);
    await expect(page.getByTestId('invoice-status')).toHaveText(words.shipped);
    await expect(page.getByText(`SF${lang}0001`)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/invoice-shipped-${lang}.png`, fullPage: true });

    // Renewal through the cashier again: the end time runs on a month from the current end.
    await page.goto('/user/renewPayment');
    await button(page, words.renewMonth).click();
    await expect(page).toHaveURL(/\/user\/renewPayment\?orderId=\d+/);
    await expectAccessible(page);
    await payThroughAlipay(page, lang, pay.fake);
    const renewedEnd = await endTime(request, token);
    expect(renewedEnd).toBe(monthLater(firstEnd));
    await expect(page.getByTestId('success-plan')).toContainText(shown(renewedEnd));
    await expectAccessible(page);

    // WeChat Pay: the code_url drawn as a QR code; the buyer "scans and pays" at the fake.
    await page.goto('/user/renewPayment');
    await button(page, words.renewMonth).click();
    await page.getByRole('radio', { name: words.wechat }).check();
    await button(page, words.confirmMethod).click();
    await expect(page.getByTestId('wechat-qr').locator('.ant-qrcode svg')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/wechat-qr-${lang}.png`, fullPage: true });
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    const { order } = await apiCall<{ order: { orderNo: string } }>(
      request,
      'GET',
      `/questline/financial/getPayInfo/${orderId}`,
      { token },
    );
    const scanned = await request.post(`${pay.fake.url}/fake/wechat/pay`, { form: { out_trade_no: order.orderNo } });
    expect(await scanned.json()).toMatchObject({ gateway: 'wechat', status: 204 });
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/user/PaymentSuccess\\?orderId=${orderId}$`));
    await expect(page.getByTestId('success-plan')).toContainText(shown(monthLater(renewedEnd)));
  });
}
