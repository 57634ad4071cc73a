import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiCall } from './support/accounts';
import { adminToken, payByTransfer } from './support/administrator';
import { expectAccessible } from './support/axe';
import { button, pick } from './support/pages';
import { seedProject, seedSignedInUser } from './support/seed';
import { useToken } from './support/session';
import { expect, test } from './support/journey';

/**
 * Issue 34 "Tests": the AI pages against the fake OpenAI-compatible endpoint the e2e server is pointed at
 * (e2e/fake-openai, playwright.config.ts). A person without credits is sent to top up, buys chat credits through the
 * payment page, asks a question whose answer is written while it streams (the fake holds it halfway until the journey
 * lets it go on) and the balance goes down; an answer cut off halfway says so and costs nothing; the first prompt
 * becomes an issue; drawing credits buy two pictures. The platform administrator checks the endpoint from the page.
 */

const FAKE_OPENAI = `http://127.0.0.1:${process.env.E2E_OPENAI_PORT ?? ''}`;

const labels = {
  zh: {
    credits: (count: number) => `对话次数：${String(count)}`,
    drawCredits: (count: number) => `绘画次数：${String(count)}`,
    noCredits: '你的 AI 对话次数已用完。',
    topUp: '充值',
    buy: '购买（¥3）',
    prompt: '你的问题',
    send: '发送',
    cutOff: '回答在结束前被中断',
    toIssue: '转为问题',
    title: '标题',
    handlers: '处理人',
    submit: '提交',
    drawPrompt: '画什么',
    pictures: '张数',
    draw: '开始绘画',
    noDrawCredits: '你的 AI 绘画次数已用完。',
    settings: 'AI 设置',
    check: '检测连接',
    checked: '服务可用，返回了 3 个模型',
    cancel: '取消',
  },
  en: {
    credits: (count: number) => `Chat credits: ${String(count)}`,
    drawCredits: (count: number) => `Drawing credits: ${String(count)}`,
    noCredits: 'You have no chat credits left.',
    topUp: 'Top up',
    buy: 'Buy (¥3)',
    prompt: 'Your question',
    send: 'Send',
    cutOff: 'The answer was cut off before it finished',
    toIssue: 'Turn into an issue',
    title: 'Title',
    handlers: 'Handlers',
    submit: 'Submit',
    drawPrompt: 'What to draw',
    pictures: 'Pictures',
    draw: 'Draw',
    noDrawCredits: 'You have no drawing credits left.',
    settings: 'AI settings',
    check: 'Check',
    checked: 'The service answered with 3 models',
    cancel: 'Cancel',
  },
} as const;
type Lang = keyof typeof labels;

async function pageOf(browser: Browser, baseURL: string, token: string, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await useToken(context, baseURL, token);
  const page = await context.newPage();
  await page.addInitScript((language) => window.localStorage.setItem('language', language), lang);
  return page;
}

/** A product of the catalogue, added by the platform administrator through the API; answers its name. */
async function product(request: APIRequestContext, kind: 'chatgpt' | 'midjourney', credits: number): Promise<string> {
  const name = `AI ${kind} ${String(credits)} ${randomBytes(3).toString('hex')}`;
  await apiCall(request, 'POST', '/questline/financial/admin/product', {
    token: await adminToken(request),
    data: { kind, nameZh: name, nameEn: name, priceFen: 300, credits },
  });
  return name;
}

/** Both widths the pages are looked at: the desktop's and a phone's. */
async function screenshots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
}

for (const lang of ['zh', 'en'] as const) {
  test(`a streamed AI answer with credits going down, a cut-off answer, an issue and pictures (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const l = labels[lang];
    const base = baseURL ?? '';
    const nickName = `AI Asker ${lang}`;
    const chatProduct = await product(request, 'chatgpt', 3);
    const drawProduct = await product(request, 'midjourney', 2);
    const token = await seedSignedInUser(request, { nickName });
    await seedProject(request, token, `AI project ${lang}`);
    const page = await pageOf(browser, base, token, lang);
    await page.setViewportSize({ width: 1366, height: 768 });

    // No credits: the page says so and leads to the top-up page, where the chat credits are bought and paid.
    await page.goto('/ChatGPT');
    await expect(page.getByTestId('ai-credits-chat')).toHaveText(l.credits(0));
    const empty = page.getByTestId('ai-no-credits');
    await expect(empty).toContainText(l.noCredits);
    await expectAccessible(page);
    await empty.getByRole('link', { name: l.topUp }).click();
    await expect(page).toHaveURL(/\/MidjourneyRecharge$/);
    const offer = page.getByTestId('ai-offer-chat').filter({ hasText: chatProduct });
    await expect(offer).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, `ai-recharge-${lang}`);
    await button(offer, l.buy).click();
    await expect(page).toHaveURL(/\/user\/UpgradeAccountPayment\?orderId=\d+/);
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
    await payByTransfer(request, token, orderId);

    // A question whose answer streams: half of it is on the page while the endpoint still holds the rest.
    await page.goto('/ChatGPT');
    await expect(page.getByTestId('ai-credits-chat')).toHaveText(l.credits(3));
    const question = 'Why does the login page refuse a correct password?';
    await page.getByLabel(l.prompt).fill(`[hold] ${question}`);
    await button(page, l.send).click();
    const answer = page.getByTestId('ai-answer').last();
    await expect(answer).toContainText('About "Why does the login page');
    await expect(answer.getByTestId('ai-writing')).toBeVisible();
    await expect(answer).not.toContainText('went wrong.');
    await expectAccessible(page);
    // Asked until the fake has reached its halfway pause: a release before it would let nothing go.
    await expect
      .poll(
        async () =>
          ((await (await request.post(`${FAKE_OPENAI}/fake/release`)).json()) as { released: number }).released,
      )
      .toBe(1);
    await expect(answer).toContainText('attach the log of the moment it went wrong.');
    await expect(answer).toHaveAttribute('data-status', 'complete');
    await expect(page.getByTestId('ai-credits-chat')).toHaveText(l.credits(2));
    await expectAccessible(page);

    // The endpoint cuts the next answer off halfway: what arrived stays, said to be cut off, and costs nothing.
    await page.getByLabel(l.prompt).fill('[cut] And after a password reset?');
    await button(page, l.send).click();
    const cut = page.getByTestId('ai-answer').last();
    await expect(cut).toHaveAttribute('data-status', 'cutOff');
    await expect(cut).toContainText('About "And after a password');
    await expect(cut.getByTestId('ai-cut-off')).toContainText(l.cutOff);
    await expect(page.getByTestId('ai-credits-chat')).toHaveText(l.credits(2));
    await expectAccessible(page);
    await screenshots(page, `ai-chat-${lang}`);

    // The first prompt becomes an issue of the current project, its answer quoted in the description.
    await page.getByTestId('ai-prompt').first().getByRole('button', { name: l.toIssue }).click();
    const form = page.getByRole('dialog');
    await expect(form.getByLabel(l.title)).toHaveValue(`[hold] ${question}`);
    await pick(form, l.handlers, nickName);
    await expectAccessible(page);
    await button(form, l.submit).click();
    await expect(form).toBeHidden();
    await page.goto('/problem');
    await expect(page.getByRole('button', { name: `[hold] ${question}` })).toBeVisible();

    // Drawing credits bought the same way draw two pictures, the last of them.
    const drawOrder = await apiCall<{ productId: number; name: string }[]>(
      request,
      'GET',
      '/questline/financial/getMidJourneyVersionist',
      { token },
    );
    const drawOffer = drawOrder.find((offered) => offered.name === drawProduct);
    const placed = await apiCall<{ orderId: number }>(request, 'POST', '/questline/financial/addCreditsOrder', {
      token,
      data: { productId: drawOffer?.productId },
    });
    await payByTransfer(request, token, placed.orderId);
    await page.goto('/Midjourney');
    await expect(page.getByTestId('ai-credits-image')).toHaveText(l.drawCredits(2));
    await page.getByLabel(l.drawPrompt).fill('A login page at night');
    await page.getByRole('radiogroup', { name: l.pictures }).getByText('2', { exact: true }).click();
    await button(page, l.draw).click();
    await expect(page.getByTestId('ai-image')).toHaveCount(2);
    await expect(page.getByRole('img', { name: 'A login page at night' }).first()).toBeVisible();
    await expect(page.getByTestId('ai-credits-image')).toHaveText(l.drawCredits(0));
    await expect(page.getByTestId('ai-no-credits')).toContainText(l.noDrawCredits);
    await expectAccessible(page);
    await screenshots(page, `ai-draw-${lang}`);

    // The platform administrator checks the endpoint from the page; its key is shown by its ends only.
    const admin = await pageOf(browser, base, await adminToken(request), lang);
    await admin.goto('/ChatGPT');
    await button(admin, l.settings).click();
    const settings = admin.getByRole('dialog');
    await expect(settings.getByText('sk-••••line')).toBeVisible();
    await button(settings, l.check).click();
    await expect(settings.getByTestId('ai-endpoint-models')).toContainText(l.checked);
    await expectAccessible(admin);
    await admin.screenshot({ path: `test-results/ai-settings-${lang}.png` });
    await button(settings, l.cancel).click();
    await expect(settings).toBeHidden();
  });
}
