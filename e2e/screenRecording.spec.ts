import type { APIRequestContext } from '@playwright/test';
import { apiCall, person } from './support/accounts';
import { payByTransfer } from './support/administrator';
import { expectAccessible } from './support/axe';
import { button, pick } from './support/pages';
import { seedProject } from './support/seed';
import { speaks, useToken } from './support/session';
import { expect, test } from './support/journey';

/*
 * Chromium shares a fake screen without asking (its picker cannot be clicked in a headless browser) and
 * offers a fake microphone. Debian's headless shell reports the fake as a whole screen ('monitor'), whichever
 * of the tab flags is set, so the journey records "the screen" and the page log is this tab's (ADR 0119).
 */
test.use({
  launchOptions: async ({ launchOptions }, use) => {
    await use({
      ...launchOptions,
      args: [
        ...(launchOptions.args ?? []),
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--auto-select-desktop-capture-source=Entire screen',
      ],
    });
  },
});

const labels = {
  zh: {
    newIssue: '新建问题',
    title: '标题',
    handlers: '处理人',
    record: '录屏',
    recorder: '录屏',
    start: '开始录制',
    countdown: /秒后开始录制/,
    recording: '正在录制',
    pause: '暂停',
    resume: '继续',
    stop: '停止',
    preview: '录制结果预览',
    trimEnd: '保留部分的终点',
    upload: '上传为附件',
    attachments: '附件',
    submit: '提交',
    video: (name: string) => `视频 ${name}`,
    vipTitle: '录屏是 VIP 功能',
    later: '以后再说',
  },
  en: {
    newIssue: 'New issue',
    title: 'Title',
    handlers: 'Handlers',
    record: 'Record screen',
    recorder: 'Screen recording',
    start: 'Start recording',
    countdown: /Recording starts in/,
    recording: 'Recording',
    pause: 'Pause',
    resume: 'Resume',
    stop: 'Stop',
    preview: 'Preview of the recording',
    trimEnd: 'End of the part kept',
    upload: 'Upload as attachments',
    attachments: 'Attachments',
    submit: 'Submit',
    video: (name: string) => `Video ${name}`,
    vipTitle: 'Screen recording is a VIP function',
    later: 'Later',
  },
} as const;

/** The owner buys Standard for a year by bank transfer and the platform administrator confirms it (issue 16). */
async function buyStandard(request: APIRequestContext, token: string): Promise<void> {
  const { orderId } = await apiCall<{ orderId: number }>(request, 'POST', '/questline/financial/addOrder', {
    token,
    data: { versionCode: 1, period: 'annual' },
  });
  await payByTransfer(request, token, orderId);
}

/** A person whose current project is a new one of their own, paid for or not. */
async function ownerOfProject(request: APIRequestContext, name: string, paid: boolean) {
  const owner = await person(request, name);
  if (paid) await buyStandard(request, owner.token);
  const { projectId } = await seedProject(request, owner.token, `${name} project`);
  await apiCall(request, 'POST', '/questline/projectInfo/getMyProjectInfoList', {
    token: owner.token,
    data: { projectId },
  });
  return owner;
}

for (const lang of ['zh', 'en'] as const) {
  const l = labels[lang];

  /**
   * Issue 32, screen recording (the portal's "online screen recording, one-click upload"): on a paid project a
   * tester files a defect with a recording of the screen, paused and resumed, trimmed at its end, and this page's
   * log of a console error and a failed request made on purpose meanwhile; the issue shows both attachments.
   */
  test(`a defect filed with a screen recording and its page log (${lang})`, async ({
    page,
    request,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const owner = await ownerOfProject(request, `Rec ${lang}`, true);
    await useToken(page.context(), baseURL ?? '', owner.token);
    await speaks(page, lang);
    await page.goto('/problem');

    await button(page, l.newIssue).click();
    const form = page.getByRole('dialog', { name: l.newIssue });
    const title = `Checkout spinner never stops ${lang}`;
    await form.getByLabel(l.title).fill(title);
    await pick(form, l.handlers, owner.name);
    await button(form, l.record).click();

    const recorder = page.getByRole('dialog', { name: l.recorder, exact: true });
    await expect(button(recorder, l.start)).toBeVisible();
    await expectAccessible(page);
    await button(recorder, l.start).click();
    await expect(recorder.getByText(l.countdown)).toBeVisible();
    await expect(recorder.getByText(l.recording, { exact: true })).toBeVisible({ timeout: 10_000 });

    // What the log is for: an error on the console and a request that fails, provoked on purpose.
    consoleErrors.allow(/^recording e2e: the spinner broke/);
    consoleErrors.allow(
      /^Failed to load resource: the server responded with a status of 404 \(Not Found\) \(http:\/\/[^)]+\/prod-api\/questline\/noSuchCall\)$/,
    );
    await page.evaluate(async () => {
      console.error('recording e2e: the spinner broke');
      await fetch('/prod-api/questline/noSuchCall');
    });
    await button(recorder, l.pause).click();
    await button(recorder, l.resume).click();
    await expect(recorder.getByTestId('recording-elapsed')).toHaveText('0:02', { timeout: 10_000 });
    await expectAccessible(page);
    await button(recorder, l.stop).click();

    await expect(recorder.getByLabel(l.preview)).toBeVisible();
    const end = recorder.getByRole('slider', { name: l.trimEnd });
    await end.focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowLeft');
    await page.screenshot({ path: `/tmp/recording-shots/review-${lang}.png` });
    await expectAccessible(page);
    await button(recorder, l.upload).click();
    await expect(recorder).toBeHidden({ timeout: 30_000 });

    const attached = form.getByRole('list', { name: l.attachments });
    const video = attached.getByText(/^recording-\d{8}-\d{6}\.webm$/);
    await expect(video).toBeVisible();
    const videoName = (await video.textContent()) ?? '';
    const logName = videoName.replace('.webm', '-log.json');
    await expect(attached.getByText(logName, { exact: true })).toBeVisible();
    await button(form, l.submit).click();
    await expect(form).toBeHidden();

    await page.getByRole('button', { name: title }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByLabel(l.video(videoName))).toBeVisible();
    const logLink = drawer.getByRole('link', { name: logName, exact: true });
    await expect(logLink).toBeVisible();
    await expectAccessible(page);

    // The log holds what was provoked, each request with its method, address, status and time.
    const href = (await logLink.getAttribute('href')) ?? '';
    const log = (await (await page.request.get(href)).json()) as {
      entries: { type: string; message?: string; method?: string; url?: string; status?: number; time: string }[];
    };
    expect(log.entries).toContainEqual(
      expect.objectContaining({ type: 'console', message: 'recording e2e: the spinner broke' }),
    );
    expect(log.entries).toContainEqual(
      expect.objectContaining({ type: 'request', method: 'GET', url: '/prod-api/questline/noSuchCall', status: 404 }),
    );
  });

  /** Spec points 6 and 8: on a free project the button explains that recording is a VIP function. */
  test(`on a free project the recording button explains it is a VIP function (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const owner = await ownerOfProject(request, `Free rec ${lang}`, false);
    await useToken(page.context(), baseURL ?? '', owner.token);
    await speaks(page, lang);
    await page.goto('/problem');
    await button(page, l.newIssue).click();
    const form = page.getByRole('dialog', { name: l.newIssue });
    await button(form, l.record).click();
    const notice = page.getByRole('dialog', { name: l.vipTitle });
    await expect(notice).toBeVisible();
    await expectAccessible(page);
    await button(notice, l.later).click();
    await expect(notice).toBeHidden();
    await expect(page.getByRole('dialog', { name: l.recorder, exact: true })).toHaveCount(0);
  });
}
