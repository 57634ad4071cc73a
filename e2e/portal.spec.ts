import { type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/journey';
import { whenLive } from './support/pages';
import { speaks } from './support/session';

/**
 * Issue 12: a visitor reads every portal page, switches the pricing period and sees the spec's figures
 * (spec point 9), plays the videos, opens the contact dialog and reaches registration, in zh and en.
 */
const WORDS = {
  zh: {
    nav: ['首页', '功能介绍', '价格', '本地部署', '客户端下载', '关于我们', '更新日志'],
    heroTitle: '让每个问题都有人接、有人审、有结论',
    functions: '功能介绍',
    price: '选择适合团队的方案',
    periods: { monthly: '按月', annual: '按年（8.8 折）', twoYear: '两年（6 折）' },
    perDay: (amount: string) => `约 ${amount} 元/天`,
    contact: '联系管理员',
    hours: '服务时间：周一至周五 9:00-18:00',
    close: '关闭',
    about: '关于我们',
    updateLog: '更新日志',
    release: '门户网站',
    deploy: '本地部署',
    clients: '客户端',
    register: '免费注册',
    registerHeading: '创建账号',
  },
  en: {
    nav: ['Home', 'Features', 'Pricing', 'Local deployment', 'Client downloads', 'About', 'Update log'],
    heroTitle: 'Every issue picked up, reviewed and closed',
    functions: 'Features',
    price: 'Pick the plan that fits your team',
    periods: { monthly: 'Monthly', annual: 'Annual (12% off)', twoYear: 'Two years (40% off)' },
    perDay: (amount: string) => `about ¥${amount} a day`,
    contact: 'Contact the administrator',
    hours: 'Support hours: Monday to Friday, 9:00-18:00',
    close: 'Close',
    about: 'About us',
    updateLog: 'Update log',
    release: 'The public site',
    deploy: 'Local deployment',
    clients: 'Clients',
    register: 'Sign up free',
    registerHeading: 'Create your account',
  },
} as const;

/** Spec point 9: the discounted prices and per-day figures, Standard / Professional / Enterprise. */
const FIGURES: Record<'monthly' | 'annual' | 'twoYear', { prices: string[]; perDay: string[] }> = {
  monthly: { prices: ['¥0', '¥68', '¥168', '¥388'], perDay: ['2.2', '5.6', '12.9'] },
  annual: { prices: ['¥0', '¥718.08', '¥1774.08', '¥4097.28'], perDay: ['1.9', '4.8', '11.2'] },
  twoYear: { prices: ['¥0', '¥979.2', '¥2419.2', '¥5587.2'], perDay: ['1.3', '3.3', '7.6'] },
};
const PAID = ['standard', 'professional', 'enterprise'] as const;

async function openFromNav(page: Page, name: string, path: string) {
  await page.getByTestId('portal-nav').getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(path);
}

async function playVideo(page: Page, testId: string) {
  const video = page.getByTestId(testId);
  await video.scrollIntoViewIfNeeded();
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.3);
}

for (const language of ['zh', 'en'] as const) {
  const words = WORDS[language];

  test(`a visitor reads the portal, checks the prices and reaches registration (${language})`, async ({ page }) => {
    await speaks(page, language);
    // A hydration mismatch (React error 418/423) fails the journey like any console error (support/journey.ts).

    // ADR 0050: the first visit has no language cookie yet, so the page arrives drawn in zh; en switches after.
    const first = await page.goto('/');
    expect(await first?.text()).toContain(WORDS.zh.heroTitle);
    await expect(page.getByTestId('page-title')).toHaveText(words.heroTitle);
    await expect(page.getByTestId('portal-nav').getByRole('link')).toHaveText([...words.nav]);
    await expect(page).toHaveTitle(/Questline/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(await page.title());
    expect(await page.locator('meta[property="og:description"]').getAttribute('content')).toBe(description);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
      'content',
      language === 'en' ? 'en_US' : 'zh_CN',
    );
    await playVideo(page, 'video-tour');
    await expectAccessible(page);

    await openFromNav(page, words.nav[1], '/functions');
    await expect(page.getByTestId('page-title')).toHaveText(words.functions);
    await expect(page.getByTestId('feature-block')).toHaveCount(7);
    const homeTitle = await page.title();
    expect(homeTitle).not.toBe('');
    await expectAccessible(page);

    await openFromNav(page, words.nav[2], '/price');
    await expect(page.getByTestId('page-title')).toHaveText(words.price);
    // From then on the cookie names the chosen language: the server sends the page already drawn in it.
    const drawn = await page.reload();
    expect(await drawn?.text()).toContain(`>${words.price}</h1>`);
    await expect(page.getByTestId('page-title')).toHaveText(words.price);
    // The reloaded page arrives drawn: a period clicked before React takes it over does nothing, and a loaded
    // clean-clone run clicked that early (issue 40).
    await whenLive(page.getByRole('button', { name: words.periods.annual, exact: true }));
    for (const period of ['monthly', 'annual', 'twoYear'] as const) {
      await page.getByRole('button', { name: words.periods[period], exact: true }).click();
      await expect(page.getByRole('button', { name: words.periods[period], exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByTestId('plan-price')).toHaveText(FIGURES[period].prices);
      for (const [index, plan] of PAID.entries()) {
        await expect(page.getByTestId(`plan-${plan}`).getByTestId('plan-per-day')).toHaveText(
          words.perDay(FIGURES[period].perDay[index] ?? ''),
        );
      }
    }
    await expectAccessible(page);
    await page.getByRole('button', { name: words.contact }).click();
    const dialog = page.getByRole('dialog', { name: words.contact });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('support-hours')).toHaveText(words.hours);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: words.close }).click();
    await expect(dialog).toBeHidden();

    await openFromNav(page, words.nav[3], '/deploylocally');
    await expect(page.getByTestId('page-title')).toHaveText(words.deploy);
    await expect(page.getByTestId('download-table')).toContainText('Questline');
    await expect(page.getByTestId('download-table')).toContainText('0.1.0');
    await expectAccessible(page);

    await openFromNav(page, words.nav[4], '/clientside');
    await expect(page.getByTestId('page-title')).toHaveText(words.clients);
    await expectAccessible(page);

    await openFromNav(page, words.nav[5], '/about');
    await expect(page.getByTestId('page-title')).toHaveText(words.about);
    await playVideo(page, 'video-workspace');
    await expectAccessible(page);

    await openFromNav(page, words.nav[6], '/updateLog');
    await expect(page.getByTestId('page-title')).toHaveText(words.updateLog);
    await expect(page.getByTestId('update-log-entry').first()).toBeVisible();
    await expect(page.getByTestId('update-log-entry').filter({ hasText: words.release })).toHaveCount(1);
    await expectAccessible(page);

    await page.getByTestId('portal-widget').click();
    await expect(page.locator('#portal-widget-panel')).toBeVisible();
    await expectAccessible(page);

    await openFromNav(page, words.nav[0], '/home');
    await page.getByRole('main').getByRole('link', { name: words.register }).first().click();
    await expect(page).toHaveURL('/register');
    await expect(page.getByRole('heading', { name: words.registerHeading })).toBeVisible();
  });
}

test('a buy button asks a visitor to sign in first and keeps the way to the upgrade page', async ({ page }) => {
  await page.goto('/price');
  await page.getByTestId('plan-standard').getByRole('link').click();
  await expect(page).toHaveURL('/login?redirect=%2Fuser%2FUpgradeAccount');
});

test('the app is installable: a manifest with icons and a service worker that keeps static files only', async ({
  page,
  request,
}) => {
  await page.goto('/clientside');
  const manifestPath = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(manifestPath ?? '')).json()) as {
    display: string;
    start_url: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/index' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);

  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await page.reload();
  await expect(page.getByTestId('page-title')).toBeVisible();
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const keys = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
    return keys.map((key) => new URL(key.url).pathname);
  });
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(cached.every((path) => /^\/(assets|icons|portal)\//.test(path))).toBe(true);
});
