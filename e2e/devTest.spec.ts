import { registerThroughApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/journey';
import { speaks, useToken } from './support/session';

const labels = {
  zh: {
    title: '实时流测试',
    start: '开始测试',
    stop: '停止测试',
    websocket: 'WebSocket 正常',
    arriving: '推送正常到达',
    steady: '事件按发送节奏到达',
    latency: /\d+ 毫秒/,
    burst: '发送一批消息',
    burstDone: /^200 条 1024 字节的消息/,
    stopped: '已停止',
  },
  en: {
    title: 'Streaming test',
    start: 'Start the test',
    stop: 'Stop the test',
    websocket: 'WebSocket works',
    arriving: 'Pushes arrive',
    steady: 'Events arrive as sent',
    latency: /\d+ ms/,
    burst: 'Send a burst',
    burstDone: /^200 messages of 1024 bytes arrived/,
    stopped: 'Stopped',
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  /**
   * Issue 34 "Tests": the streaming test page reports latency. A self-hoster opens /devTest and starts the test: the
   * WebSocket connects as a WebSocket, pushes come back along the notification path, the event stream's events come
   * one by one, each with its figures in milliseconds; a burst says how fast 200 messages came.
   */
  test(`the streaming test page measures the WebSocket, the notification path and the event stream (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const l = labels[lang];
    const account = await registerThroughApi(request);
    await useToken(context, baseURL ?? '', account.token);
    await speaks(page, lang);
    await page.goto('/devTest');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    await page.getByRole('button', { name: l.start }).click();

    await expect(page.getByTestId('probe-socket-verdict')).toHaveText(l.websocket);
    await expect(page.getByTestId('probe-socket')).toContainText(l.latency);
    // The first push leaves with the third ping; the stream's verdict needs five gaps between events a second apart.
    await expect(page.getByTestId('probe-push-verdict')).toHaveText(l.arriving, { timeout: 20_000 });
    await expect(page.getByTestId('probe-stream-verdict')).toHaveText(l.steady, { timeout: 20_000 });
    await expect(page.getByTestId('probe-stream')).toContainText(l.latency);

    await page.getByRole('button', { name: l.burst }).click();
    await expect(page.getByTestId('burst-result')).toHaveText(l.burstDone);
    await expectAccessible(page);

    await page.getByRole('button', { name: l.stop }).click();
    await expect(page.getByTestId('devtest-state')).toHaveText(l.stopped);
  });
}
