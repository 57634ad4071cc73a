import { devices } from '@playwright/test';
import { apiCall, person } from './support/accounts';
import { expectAccessible } from './support/axe';
import { button } from './support/pages';
import { seedProject } from './support/seed';
import { speaks, useToken } from './support/session';
import { expect, test } from './support/journey';

/** A real 1×1 PNG: the server takes a phone's photo by its content, not by its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const labels = {
  zh: {
    button: '手机上传',
    dialog: '用手机上传照片',
    qr: '手机上传二维码',
    received: '已收到的照片',
    done: '完成',
    title: '上传照片',
    choose: '拍照或选择照片',
    sent: '已上传',
    closed: /电脑上已关闭本次手机上传/,
  },
  en: {
    button: 'Upload from phone',
    dialog: 'Upload photos from your phone',
    qr: 'QR code for uploading from a phone',
    received: 'Photos received',
    done: 'Done',
    title: 'Upload photos',
    choose: 'Take or choose photos',
    sent: 'Sent',
    closed: /This upload was closed on the computer/,
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  const l = labels[lang];
  /**
   * Issue 32, spec point 2 "/MobileUpload": a person shows the QR code of an issue on the computer, a phone opens
   * its address without signing in and sends a photo, which appears on the issue at once; once the computer closes
   * the code, the phone is told so.
   */
  test(`upload from a phone: the QR code, a photo sent signed out, on the issue without a reload (${lang})`, async ({
    page,
    request,
    baseURL,
    browser,
  }) => {
    const me = await person(request, `Phone ${lang}`);
    const { projectId } = await seedProject(request, me.token, `Photos ${lang}`);
    const { user } = await apiCall<{ user: { userId: number } }>(request, 'GET', '/getInfo', { token: me.token });
    const title = `Receipt printer jams ${lang}`;
    const { questionId } = await apiCall<{ questionId: number }>(request, 'POST', '/questline/questionInfo', {
      token: me.token,
      data: { projectId, questionName: title, handlerUserIds: [user.userId] },
    });

    await useToken(page.context(), baseURL ?? '', me.token);
    await speaks(page, lang);
    await page.goto(`/problem?questionId=${String(questionId)}`);
    const detail = page.getByTestId('question-detail');
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible({ timeout: 15_000 });
    await button(detail, l.button).click();
    const dialog = page.getByRole('dialog', { name: l.dialog });
    await expect(dialog.getByLabel(l.qr)).toBeVisible();
    const link = (await dialog.getByTestId('mobile-upload-link').textContent()) ?? '';
    expect(link).toMatch(/\/MobileUpload\?token=[A-Za-z0-9_-]{43}$/);
    await expectAccessible(page);

    const phoneContext = await browser.newContext({ ...devices['Pixel 5'], baseURL });
    const phone = await phoneContext.newPage();
    await speaks(phone, lang);
    await phone.goto(link);
    await expect(phone.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    await expect(phone.getByText(title)).toBeVisible();
    await expect(button(phone, l.choose)).toBeVisible();
    await expectAccessible(phone);
    await phone.locator('input[type=file]').setInputFiles({ name: 'jam.png', mimeType: 'image/png', buffer: PNG });
    await expect(phone.getByText(l.sent, { exact: true })).toBeVisible();
    await expectAccessible(phone);

    // The computer shows it at once: in the open dialog and on the issue behind it, with no reload.
    await expect(dialog.getByRole('list', { name: l.received })).toHaveText('jam.png');
    await button(dialog, l.done).click();
    await expect(dialog).toBeHidden();
    await expect(detail.getByText('jam.png').first()).toBeVisible();

    // Closed on the computer, the code takes nothing more.
    await phone.locator('input[type=file]').setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: PNG });
    await expect(phone.getByText(l.closed)).toBeVisible();
    await phoneContext.close();
  });
}
