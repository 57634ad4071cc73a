import { type Browser, type Page } from '@playwright/test';
import { apiCall } from './support/accounts';
import { VOUCHER_PNG, adminToken } from './support/administrator';
import { expectAccessible } from './support/axe';
import { button } from './support/pages';
import { seedProject, seedSignedInUser } from './support/seed';
import { speaks, useToken } from './support/session';
import { expect, test } from './support/journey';

/**
 * Issue 16 "paid plans": a Free user buys Standard for a year by bank transfer -- order, voucher upload,
 * the platform administrator's approval -- and the plan takes effect (the project limit rises from 5 to 10:
 * a sixth project is refused before and created after). Near the end of the plan the VIP-end dialog shows
 * once a day: the browser's clock (Playwright's, not the product's) is set to three days before the end
 * time the server reports, so no test path exists in the product.
 */

const labels = {
  zh: {
    buyStandard: '购买标准版',
    confirmMethod: '确认支付方式',
    bankTransfer: '对公转账',
    uploadVoucher: '上传转账凭证',
    pendingReview: '待审核',
    approve: '确认到账',
    ok: '确定',
    success: '支付成功',
    standard: '标准版',
    vipTitle: '会员即将到期',
    renew: '立即续费',
    renewChoose: '选择续费时长',
    viewOrders: '查看订单',
    details: '详情',
    paid: '已支付',
    history: '状态记录',
    catalogue: '商品目录',
  },
  en: {
    buyStandard: 'Buy Standard',
    confirmMethod: 'Confirm the payment method',
    bankTransfer: 'Bank transfer',
    uploadVoucher: 'Upload the transfer voucher',
    pendingReview: 'Pending review',
    approve: 'Confirm receipt',
    ok: 'OK',
    success: 'Payment successful',
    standard: 'Standard',
    vipTitle: 'Your plan is ending soon',
    renew: 'Renew now',
    renewChoose: 'Choose how long to renew',
    viewOrders: 'View orders',
    details: 'Details',
    paid: 'Paid',
    history: 'Status history',
    catalogue: 'Product catalogue',
  },
} as const;
type Lang = keyof typeof labels;

async function pageOf(browser: Browser, baseURL: string, token: string, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await useToken(context, baseURL, token);
  const page = await context.newPage();
  await speaks(page, lang);
  return page;
}

/** Creates a project through the API and answers the envelope's code (500101 over the plan limit). */
async function createProjectCode(request: Parameters<typeof apiCall>[0], token: string, name: string) {
  const response = await request.post('/prod-api/questline/projectInfo', {
    data: { projectName: name, description: '', projectImg: '' },
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { code: number }).code;
}

for (const lang of ['zh', 'en'] as const) {
  test(`a Free user upgrades to Standard for a year by bank transfer (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const words = labels[lang];
    const base = baseURL ?? '';
    const token = await seedSignedInUser(request, { nickName: `Buyer ${lang}` });
    for (let n = 1; n <= 5; n += 1) await seedProject(request, token, `Plan ${lang} ${String(n)}`);
    expect(await createProjectCode(request, token, `Plan ${lang} 6`)).toBe(500101);

    const page = await pageOf(browser, base, token, lang);
    await page.goto('/user/UpgradeAccount');
    await expect(page.getByTestId('plan-1')).toContainText('718.08');
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/upgrade-account-${lang}.png`, fullPage: true });
    await button(page.getByTestId('plan-1'), words.buyStandard).click();

    await expect(page).toHaveURL(/\/user\/UpgradeAccountPayment\?orderId=\d+/);
    await expect(page.getByTestId('order-amount')).toHaveText('¥718.08');
    await expect(page.getByRole('radio', { name: words.bankTransfer })).toBeChecked();
    await button(page, words.confirmMethod).click();
    await expect(page.getByRole('button', { name: words.uploadVoucher })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/upgrade-payment-${lang}.png`, fullPage: true });
    await page.locator('input[type=file]').setInputFiles({
      name: 'voucher.png',
      mimeType: 'image/png',
      buffer: VOUCHER_PNG,
    });
    await expect(page.getByTestId('order-status')).toHaveText(words.pendingReview);
    await expectAccessible(page);

    const admin = await pageOf(browser, base, await adminToken(request), lang);
    await admin.goto('/admin/finance/vouchers');
    const row = admin.getByRole('row').filter({ hasText: `Buyer ${lang}` });
    await expect(row).toContainText('718.08');
    await expectAccessible(admin);
    await admin.screenshot({ path: `test-results/voucher-review-${lang}.png`, fullPage: true });
    await button(row, words.approve).click();
    await button(admin.locator('.ant-popconfirm'), words.ok).click();
    await expect(row).toHaveCount(0);

    await page.reload();
    await expect(page).toHaveURL(/\/user\/PaymentSuccess\?orderId=\d+/);
    await expect(page.locator('.ant-result-title')).toHaveText(words.success);
    await expect(page.getByTestId('success-plan')).toContainText(words.standard);
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/payment-success-${lang}.png`, fullPage: true });
    expect(await createProjectCode(request, token, `Plan ${lang} 6`)).toBe(200);

    await button(page, words.viewOrders).click();
    await expect(page).toHaveURL(/\/user\/order$/);
    await expect(page.getByTestId('order-status')).toHaveText(words.paid);
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/orders-${lang}.png`, fullPage: true });
    await page.getByRole('link', { name: new RegExp(`^${words.details}`) }).click();
    await expect(page.getByRole('heading', { name: words.history })).toBeVisible();
    await expect(page.getByText(words.paid).first()).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/order-info-${lang}.png`, fullPage: true });

    await admin.goto('/admin/finance/products');
    await expect(admin.getByText(words.catalogue).first()).toBeVisible();
    await expectAccessible(admin);

    // Near the end: the browser's clock three days before the end time the server reports.
    const info = await apiCall<{ version: { endTime: string } }>(request, 'GET', '/getInfo', { token });
    const nearEnd = new Date(Date.parse(info.version.endTime) - 3 * 86_400_000);
    const later = await pageOf(browser, base, token, lang);
    await later.clock.setFixedTime(nearEnd);
    await later.goto('/index');
    const dialog = later.getByRole('dialog', { name: words.vipTitle });
    await expect(dialog).toBeVisible();
    // Spec point 9: the VIP-end dialog is 420 px wide (once its opening zoom is over).
    const modal = later.locator('.ant-modal', { has: later.getByTestId('vip-end-body') });
    await expect.poll(async () => (await modal.boundingBox())?.width).toBe(420);
    await expectAccessible(later);
    await later.screenshot({ path: `test-results/vip-end-${lang}.png` });
    await button(dialog, words.renew).click();
    await expect(later).toHaveURL(/\/user\/renewPayment$/);
    await expect(later.getByText(words.renewChoose)).toBeVisible();
    await later.goto('/index');
    await expect(later.getByRole('dialog', { name: words.vipTitle })).toHaveCount(0);
  });
}
