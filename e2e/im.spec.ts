import type { Browser, FrameLocator, Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { type Person, apiCall, person } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/journey';
import { seedMember, seedProject } from './support/seed';
import { speaks, useToken } from './support/session';

/**
 * Issue 33 "Done when", in two browsers: two people of a project chat through the messaging bubble (spec point 2
 * "Layout pieces after login"). A message makes the other's bubble blink with a dot; the dialog shows the unread
 * conversation; a reply quotes, a picture goes through, `#n` is a live chip of the project's issue. Then one goes
 * offline while the other writes, comes back, and holds each message exactly once.
 */

const labels = {
  zh: {
    bubble: '消息',
    message: '消息',
    reply: '回复',
    replying: '回复',
    attach: '添加文件或图片',
    send: '发送',
    status: '待解决',
  },
  en: {
    bubble: 'Messages',
    message: 'Message',
    reply: 'Reply',
    replying: 'Replying to',
    attach: 'Attach files or pictures',
    send: 'Send',
    status: 'To solve',
  },
} as const;
type Lang = keyof typeof labels;

/** A real 1x1 PNG (the server tells pictures by their first bytes). */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
    chunk('IDAT', deflateSync(Buffer.from([0, 52, 82, 214]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Each person in their own browser context, in the language of the run, on the project list. */
async function workspaceOf(browser: Browser, baseURL: string, who: Person, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await useToken(context, baseURL, who.token);
  const page = await context.newPage();
  await speaks(page, lang);
  await page.goto('/index');
  return page;
}

/** Opens the bubble's dialog and answers its chat frame, once the chat is connected. */
async function openChat(page: Page): Promise<FrameLocator> {
  await page.getByTestId('im-bubble').click();
  const chat = page.frameLocator('[data-testid=im-frame]');
  await expect(chat.getByTestId('im-page')).toHaveAttribute('data-connected', 'true', { timeout: 15_000 });
  return chat;
}

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  test(`two people of a project chat through the bubble, and one catches up after being offline (${lang})`, async ({
    browser,
    request,
    baseURL,
    consoleErrors,
  }) => {
    const l = labels[lang];
    const base = baseURL ?? '';
    const lena = await person(request, `Lena ${lang}`);
    const dex = await person(request, `Dex ${lang}`);
    const { projectId } = await seedProject(request, lena.token, `Chat ${lang}`);
    await seedMember(request, { projectId, adminToken: lena.token, member: dex });
    for (const who of [lena, dex]) {
      await apiCall(request, 'POST', '/questline/projectInfo/getMyProjectInfoList', {
        token: who.token,
        data: { projectId },
      });
    }
    const issueTitle = `Checkout total is wrong ${lang}`;
    const { user } = await apiCall<{ user: { userId: number } }>(request, 'GET', '/getInfo', { token: dex.token });
    await apiCall(request, 'POST', '/questline/questionInfo', {
      token: lena.token,
      data: { projectId, questionName: issueTitle, questionType: 1, handlerUserIds: [user.userId] },
    });

    // Dex works in his workspace; the chat frame has never been opened there.
    const dexPage = await workspaceOf(browser, base, dex, lang);
    const bubble = dexPage.getByTestId('im-bubble');
    await expect(bubble).toHaveAttribute('data-blinking', 'false');
    await expect(dexPage.getByTestId('notification-stack')).toHaveAttribute('data-joined', 'true', { timeout: 15_000 });

    // Lena writes in the project's conversation through her bubble.
    const lenaPage = await workspaceOf(browser, base, lena, lang);
    const lenaChat = await openChat(lenaPage);
    await lenaChat
      .getByTestId('im-conversation')
      .filter({ hasText: `Chat ${lang}` })
      .click();
    const lenaBox = lenaChat.getByRole('textbox', { name: l.message, exact: true });
    await lenaBox.fill('Dex, please look at #1 today');
    await lenaBox.press('Enter');
    await expect(lenaChat.getByTestId('im-message').filter({ hasText: 'please look at' })).toBeVisible();

    // Dex's bubble blinks with its dot; opening the dialog stops it and shows the conversation unread.
    await expect(bubble).toHaveAttribute('data-blinking', 'true');
    await expect(dexPage.getByTestId('im-bubble-dot')).toBeVisible();
    await expectAccessible(dexPage);
    const dexChat = await openChat(dexPage);
    await expect(bubble).toHaveAttribute('data-blinking', 'false');
    const conversation = dexChat.getByTestId('im-conversation').filter({ hasText: `Chat ${lang}` });
    await expect(conversation.getByTestId('im-unread')).toHaveText('1');
    await conversation.click();
    await expect(conversation.getByTestId('im-unread')).toHaveCount(0);

    // The #1 of the message is a live chip of the project's issue, with its status.
    const asked = dexChat.getByTestId('im-message').filter({ hasText: 'please look at' });
    const chip = asked.getByTestId('im-issue-chip');
    await expect(chip).toContainText(`#1 ${issueTitle}`);
    await expect(chip).toContainText(l.status);
    await expectAccessible(dexPage);

    // He replies to it, and sends a screenshot.
    await asked.hover();
    await asked.getByRole('button', { name: l.reply }).click();
    await expect(dexChat.getByText(l.replying)).toBeVisible();
    const dexBox = dexChat.getByRole('textbox', { name: l.message, exact: true });
    await dexBox.fill('On it, the rounding is off');
    await dexBox.press('Enter');
    const reply = dexChat.getByTestId('im-message').filter({ hasText: 'the rounding is off' });
    await expect(reply.locator('.im-quote')).toContainText('please look at');
    await dexChat
      .getByTestId('im-file-input')
      .setInputFiles({ name: 'total.png', mimeType: 'image/png', buffer: png() });
    await expect(dexChat.locator('.im-attached').getByText('total.png')).toBeVisible();
    await dexChat.getByTestId('im-send').click();
    await expect(dexChat.getByTestId('im-image').last()).toBeVisible();

    // Lena sees both at once, the picture too.
    await expect(lenaChat.getByTestId('im-message').filter({ hasText: 'the rounding is off' })).toBeVisible();
    await expect(lenaChat.getByTestId('im-image').last()).toBeVisible();
    await expectAccessible(lenaPage);

    // Dex goes offline; Lena writes twice; Dex comes back and holds each message exactly once.
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/socket\.io\//);
    await dexPage.context().setOffline(true);
    await expect(dexChat.getByTestId('im-page')).toHaveAttribute('data-connected', 'false');
    for (const text of ['First while you were away', 'Second while you were away']) {
      await lenaBox.fill(text);
      await lenaBox.press('Enter');
      await expect(lenaChat.getByTestId('im-message').filter({ hasText: text })).toBeVisible();
    }
    await dexPage.context().setOffline(false);
    await expect(dexChat.getByTestId('im-page')).toHaveAttribute('data-connected', 'true', { timeout: 15_000 });
    for (const text of ['First while you were away', 'Second while you were away']) {
      await expect(dexChat.getByTestId('im-message').filter({ hasText: text })).toHaveCount(1);
    }
    // Nothing else came twice either: the question, the reply, the picture and the two.
    await expect(dexChat.getByTestId('im-message')).toHaveCount(5);
    await expectAccessible(dexPage);
  });
}
