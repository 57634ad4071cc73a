import fs from 'node:fs';
import { apiCall, person } from './support/accounts';
import { adminToken, payByTransfer } from './support/administrator';
import { expectAccessible } from './support/axe';
import { signedInPage } from './support/ownServerPeople';
import { button } from './support/pages';
import { expect, test } from './support/journey';

const labels = {
  zh: {
    add: '新增资源',
    title: '标题',
    price: '单独购买价格（元）',
    published: '上架',
    ok: '确定',
    filesOf: (title: string) => `“${title}”的文件`,
    search: '按标题搜索资源',
    notEntitled: '下载此资源需要资源会员、购买或积分兑换',
    becomeMember: '开通资源会员',
    buyMembership: (name: string) => `开通${name}（¥10）`,
    member: '你是资源会员，可以免费下载',
    download: (name: string) => `下载 ${name}`,
  },
  en: {
    add: 'Add a resource',
    title: 'Title',
    price: 'One-off price (yuan)',
    published: 'Published',
    ok: 'OK',
    filesOf: (title: string) => `Files of "${title}"`,
    search: 'Search resources by title',
    notEntitled: 'Downloading this resource needs a resource membership, a purchase or points',
    becomeMember: 'Become a resource member',
    buyMembership: (name: string) => `Get ${name} (¥10)`,
    member: 'You are a resource member: download it at no cost',
    download: (name: string) => `Download ${name}`,
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  const l = labels[lang];
  /**
   * Issue 32 "Tests", spec point 6: the platform administrator publishes a resource free for members with a file; a
   * reader finds it by its title, is told the ways in, buys a resource membership paid by bank transfer and downloads
   * the file through its short-lived link.
   */
  test(`the resource store: publish, find, buy a membership by bank transfer, download (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const tag = `${lang}-${Date.now().toString(36)}`;
    const title = `Release checklist ${tag}`;
    const root = await adminToken(request);
    const membership = `Membership ${tag}`;
    await apiCall(request, 'POST', '/questline/financial/admin/product', {
      token: root,
      data: { kind: 'resources', nameZh: membership, nameEn: membership, priceFen: 1_000, months: 12 },
    });

    const admin = await signedInPage(browser, base, root, lang);
    await admin.goto('/admin/resources');
    await button(admin, l.add).click();
    const form = admin.getByRole('dialog');
    await form.getByLabel(l.title).fill(title);
    await form.getByLabel(l.price).fill('9.9');
    await form.getByRole('switch', { name: l.published }).click();
    await button(form, l.ok).click();
    const row = admin.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expectAccessible(admin);
    await row.getByRole('button', { name: l.filesOf(title) }).click();
    const files = admin.getByRole('dialog', { name: l.filesOf(title) });
    await files.locator('input[type=file]').setInputFiles({
      name: 'checklist.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`checklist ${tag}\n`),
    });
    await expect(files.getByText('checklist.txt')).toBeVisible();
    await expectAccessible(admin);

    const reader = await person(request, `Reader ${lang}`);
    const page = await signedInPage(browser, base, reader.token, lang);
    await page.goto('/resources');
    await page.getByPlaceholder(l.search).fill(title);
    await page.getByPlaceholder(l.search).press('Enter');
    await expect(page).toHaveURL(/\/searchResourcesList\?keyword=/);
    await expectAccessible(page);
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/resourcesInfo\?id=\d+/);
    const detail = page.url();
    await expect(page.getByText(l.notEntitled)).toBeVisible();
    await expect(page.getByRole('button', { name: l.download('checklist.txt') })).toBeDisabled();
    await expectAccessible(page);

    await page.getByRole('link', { name: l.becomeMember }).click();
    await page.getByRole('button', { name: l.buyMembership(membership) }).click();
    await expect(page).toHaveURL(/\/user\/UpgradeAccountPayment\?orderId=\d+/);
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
    await payByTransfer(request, reader.token, orderId);

    await page.goto(detail);
    await expect(page.getByText(l.member)).toBeVisible();
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: l.download('checklist.txt') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('checklist.txt');
    expect(fs.readFileSync(await download.path(), 'utf8')).toBe(`checklist ${tag}\n`);
  });
}
