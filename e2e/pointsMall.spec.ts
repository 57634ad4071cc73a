import { apiCall, freshPhone } from './support/accounts';
import { expectAccessible } from './support/axe';
import { type OwnServer, startOwnServer } from './support/ownServer';
import { loggedCode, registeredUser, signedInPage, visitorPage } from './support/ownServerPeople';
import { button } from './support/pages';
import { test as base, expect } from './support/journey';

const DAY = 86_400_000;
const ADMIN_PASSWORD = 'e2e-admin-password';

/**
 * Issue 30 "Done when": a person invites a colleague, who registers through the link; both check in two days running
 * (the server's clock moved a day, never waited for); the inviter redeems a commodity in the points mall with the
 * points earned, the platform administrator ships it, and the buyer confirms receipt. One server of the file's own,
 * its clock movable (e2e/support/shiftedClock.mjs), serves both languages.
 */
const test = base.extend<object, { mall: { server: OwnServer } }>({
  mall: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startOwnServer({ ADMIN_PASSWORD, SESSION_TTL_HOURS: '720' }, { clock: true });
      await use({ server });
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ mall }, use) => use(mall.server.url),
});
test.describe.configure({ mode: 'serial' });

const labels = {
  zh: {
    invited: '你正在通过邀请注册，注册后邀请人将获得奖励。',
    phone: '手机号',
    sendCode: '获取验证码',
    code: '验证码',
    password: '密码',
    confirmPassword: '确认密码',
    agreement: '我已阅读并同意用户协议和隐私政策',
    signUp: '注册',
    checkIn: (points: number) => `签到 +${String(points)}`,
    redeem: '兑换',
    recipient: '收货人',
    recipientPhone: '手机号码',
    address: '收货地址',
    redeemNow: '立即兑换',
    toShip: '待发货',
    shipped: '已发货',
    received: '已收货',
    ordersTab: '积分订单',
    ship: '发货',
    carrier: '快递公司',
    trackingNo: '快递单号',
    receive: '确认收货',
    ok: '确定',
    ledgerTab: '积分记录',
    redemption: '积分兑换',
  },
  en: {
    invited: 'You were invited: your inviter is credited when you sign up.',
    phone: 'Phone number',
    sendCode: 'Send code',
    code: 'Verification code',
    password: 'Password',
    confirmPassword: 'Confirm password',
    agreement: 'I have read and agree to the user agreement and privacy policy',
    signUp: 'Sign up',
    checkIn: (points: number) => `Check in +${String(points)}`,
    redeem: 'Redeem',
    recipient: 'Recipient',
    recipientPhone: 'Phone',
    address: 'Delivery address',
    redeemNow: 'Redeem now',
    toShip: 'To ship',
    shipped: 'Shipped',
    received: 'Received',
    ordersTab: 'Points orders',
    ship: 'Ship',
    carrier: 'Carrier',
    trackingNo: 'Tracking number',
    receive: 'Confirm receipt',
    ok: 'OK',
    ledgerTab: 'Points record',
    redemption: 'Redemption',
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  test(`invite, check in two days, redeem, ship and receive (${lang})`, async ({ browser, request, baseURL, mall }) => {
    const words = labels[lang];
    const base = baseURL ?? '';
    // Each language's journey adds its own commodity to the one server: its card is told apart by the name.
    const names = { zh: `问迹马克杯（${lang}）`, en: `Questline mug (${lang})` };
    const commodity = names[lang];
    const admin = await apiCall<{ token: string }>(request, 'POST', '/register/login', {
      data: { username: 'admin', password: ADMIN_PASSWORD, code: '', uuid: '' },
    });
    await apiCall(request, 'POST', '/questline/financial/admin/commodity', {
      token: admin.token,
      data: { nameZh: names.zh, nameEn: names.en, pointsPrice: 12, stock: 3, onSale: true },
    });

    // The inviter's link, from the invitation page.
    const inviter = await registeredUser(request, mall.server, `Inviter ${lang}`);
    const inviterPage = await signedInPage(browser, base, inviter.token, lang);
    await inviterPage.goto('/invitation');
    const link = /\S+\/register\?invitation=\d+/.exec(
      (await inviterPage.getByTestId('invitation-link').textContent()) ?? '',
    );
    expect(link).not.toBeNull();
    await expectAccessible(inviterPage);

    // The colleague registers through it in a browser of their own.
    const matePage = await visitorPage(browser, base, lang);
    const url = new URL(link?.[0] ?? '');
    await matePage.goto(`${url.pathname}${url.search}`);
    await expect(matePage.getByText(words.invited)).toBeVisible();
    const phone = freshPhone();
    await matePage.getByLabel(words.phone, { exact: true }).fill(phone);
    await button(matePage, words.sendCode).click();
    await matePage.getByLabel(words.code, { exact: true }).fill(await loggedCode(mall.server, phone));
    await matePage.getByLabel(words.password, { exact: true }).fill('mate-pass-1');
    await matePage.getByLabel(words.confirmPassword).fill('mate-pass-1');
    await matePage.getByLabel(words.agreement).check();
    await expectAccessible(matePage);
    await button(matePage, words.signUp).click();
    await expect(matePage).not.toHaveURL(/\/register/);

    // Both check in today and, a day later, again: 1 then 2 points; the inviter has 10 for the colleague.
    for (const [day, points] of [
      [1, 1],
      [2, 2],
    ] as const) {
      for (const page of [inviterPage, matePage]) {
        await page.goto('/user/integralPage');
        await button(page, words.checkIn(points)).click();
        await expect(button(page, words.checkIn(points))).toBeHidden();
      }
      if (day === 1) await mall.server.advanceClock(DAY);
    }
    await expect(matePage.getByTestId('points-balance')).toContainText('3');
    await inviterPage.reload();
    await expect(inviterPage.getByTestId('points-balance')).toContainText('13');
    await expectAccessible(inviterPage);

    // The inviter redeems the mug with the points.
    await button(inviterPage.getByTestId('commodity-card').filter({ hasText: commodity }), words.redeem).click();
    const form = inviterPage.getByRole('dialog');
    await form.getByLabel(words.recipient).fill(`Inviter ${lang}`);
    await form.getByLabel(words.recipientPhone).fill(inviter.phone);
    await form.getByLabel(words.address).fill('上海市浦东新区世纪大道 100 号');
    await expectAccessible(inviterPage);
    await button(form, words.redeemNow).click();
    await expect(inviterPage).toHaveURL(/\/user\/forpoint$/);
    const order = inviterPage.getByRole('row').filter({ hasText: commodity });
    await expect(order).toContainText(words.toShip);
    await expectAccessible(inviterPage);

    // The administrator ships it.
    const office = await signedInPage(browser, base, admin.token, lang);
    await office.goto('/admin/mall');
    await office.getByRole('tab', { name: words.ordersTab }).click();
    const toShip = office.getByRole('row').filter({ hasText: `Inviter ${lang}` });
    await button(toShip, words.ship).click();
    const shipForm = office.getByRole('dialog');
    await shipForm.getByLabel(words.carrier).fill('SF Express');
    await shipForm.getByLabel(words.trackingNo).fill(`SF${phone}`);
    await expectAccessible(office);
    await button(shipForm, words.ship).click();
    await expect(shipForm).toBeHidden();

    // The buyer sees it shipped and confirms it arrived.
    await inviterPage.reload();
    await expect(order).toContainText(`${words.shipped} · SF Express SF${phone}`);
    await button(order, words.receive).click();
    await button(inviterPage.locator('.ant-popconfirm'), words.ok).click();
    await expect(order).toContainText(words.received);
    await inviterPage.goto('/user/integralPage');
    await expect(inviterPage.getByTestId('points-balance')).toContainText('1');
    await inviterPage.getByRole('tab', { name: words.ledgerTab }).click();
    await expect(inviterPage.getByRole('row').filter({ hasText: words.redemption })).toContainText('-12');
    await expectAccessible(inviterPage);
  });
}
