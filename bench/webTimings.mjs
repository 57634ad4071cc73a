// Timings bench/web.mjs reads inside Chromium (issue 17): never in tests, only here.
/* global document, location, MutationObserver, requestAnimationFrame, window -- these functions run inside the page */

/**
 * An anonymous visit to a workspace route: from the navigation's responseEnd (the HTML has arrived) to the
 * frame after the login form's password field appears on /login. A script set before the page's own records
 * that moment with a MutationObserver and one requestAnimationFrame. Median of `runs` fresh contexts.
 */
export async function anonymousToLogin(browser, baseUrl, runs = 5) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const seen = () => location.pathname === '/login' && document.querySelector('input[type="password"]');
        new MutationObserver((_records, observer) => {
          if (!seen()) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            window.__loginDrawnAt = performance.now();
          });
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${baseUrl}/problem`);
      await page.waitForFunction(() => window.__loginDrawnAt !== undefined);
      samples.push(
        await page.evaluate(() =>
          Math.round(window.__loginDrawnAt - performance.getEntriesByType('navigation')[0].responseEnd),
        ),
      );
    } finally {
      await context.close();
    }
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], runs: samples };
}

/**
 * The issue list's "all" view signed in at 1440x900: waits for the first rows, then scrolls its row holder
 * `pxPerFrame` on every animation frame for `seconds` (48 px, about a row a frame, 2,900 px a second at 60 Hz:
 * a fast wheel), counting frames, the longest gap between two and the most elements in the document (sampled
 * every frame). Then it jumps to the last row, as dragging the scroll bar does, and counts its frame.
 */
export async function allViewScroll(browser, baseUrl, token, { seconds = 5, pxPerFrame = 48 } = {}) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addCookies([{ name: 'questline', value: token, url: baseUrl }]);
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${baseUrl}/problem?pageSize=all`);
    const holder = page.locator('[data-testid="issue-rows-all"]');
    await holder.locator('tr.issue-row').first().waitFor({ timeout: 60_000 });
    const shownMs = Date.now() - started;
    await holder.waitFor();
    const rows = Number(await page.locator('[data-testid="issue-rows-all"]').getAttribute('data-row-count'));
    const result = await holder.evaluate(
      (element, [duration, step]) =>
        new Promise((resolve) => {
          const frames = [];
          let maxNodes = 0;
          const begin = performance.now();
          const frame = (now) => {
            frames.push(now);
            maxNodes = Math.max(maxNodes, document.querySelectorAll('*').length);
            element.scrollTop += step;
            if (now - begin < duration * 1000) requestAnimationFrame(frame);
            else {
              const gaps = frames.slice(1).map((time, index) => time - frames[index]);
              const jumped = performance.now();
              element.scrollTop = element.scrollHeight;
              requestAnimationFrame(() =>
                requestAnimationFrame((drawn) =>
                  resolve({
                    fps: ((frames.length - 1) * 1000) / (frames[frames.length - 1] - frames[0]),
                    worstFrameMs: Math.round(Math.max(...gaps)),
                    maxNodes: Math.max(maxNodes, document.querySelectorAll('*').length),
                    jumpMs: Math.round(drawn - jumped),
                  }),
                ),
              );
            }
          };
          requestAnimationFrame(frame);
        }),
      [seconds, pxPerFrame],
    );
    return { rows, shownMs, ...result };
  } finally {
    await context.close();
  }
}

/** Scrolls `element` by `step` px on every animation frame for `duration` s: frames per second, the slowest, the most rows. */
function framesWhileScrolling(element, [duration, step]) {
  return new Promise((resolve) => {
    const frames = [];
    let mostDrawn = 0;
    const begin = performance.now();
    const frame = (now) => {
      frames.push(now);
      mostDrawn = Math.max(mostDrawn, element.querySelectorAll('[data-testid="im-message"]').length);
      element.scrollTop += step;
      if (now - begin < duration * 1000) requestAnimationFrame(frame);
      else {
        const gaps = frames.slice(1).map((time, index) => time - frames[index]);
        resolve({
          fps: ((frames.length - 1) * 1000) / (frames[frames.length - 1] - frames[0]),
          worstFrameMs: Math.max(...gaps),
          mostDrawn,
        });
      }
    };
    requestAnimationFrame(frame);
  });
}

/**
 * Issue 33: the built chat at /im, signed in at 1440x900, opens the conversation named `conversation` (the bench's
 * long project history) at the newest message. First it scrolls up `pxPerFrame` on every animation frame for `seconds`, loading
 * older pages on the way as a reader does; then it goes on loading pages until `held` messages are in the page and
 * scrolls down through them the same way. Frames per second, the longest gap between two frames and the most
 * messages drawn at once (the window keeps that small) for each.
 */
export async function scrollThroughChat(
  baseUrl,
  token,
  conversation,
  { seconds = 5, pxPerFrame = 48, held = 2000 } = {},
) {
  const { chromium: launcher } = await import('@playwright/test');
  const { chromium } = await import('./transfer.mjs');
  const browser = await launcher.launch({
    executablePath: chromium,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'questline', value: token, url: baseUrl }]);
    const page = await context.newPage();
    let pages = 0;
    const older = (request) => request.url().includes('/im/messages?') && request.url().includes('beforeId=');
    page.on('requestfinished', (request) => {
      if (older(request)) pages += 1;
    });
    await page.goto(`${baseUrl}/im`);
    await page.getByTestId('im-conversation').filter({ hasText: conversation }).click();
    const history = page.getByTestId('im-messages');
    await history.getByTestId('im-message').first().waitFor({ timeout: 60_000 });
    const up = { ...(await history.evaluate(framesWhileScrolling, [seconds, -pxPerFrame])), pages };
    // 40 messages a page: keep asking for older ones from the top until `held` are in the page.
    while ((pages + 1) * 40 < held) {
      const next = page.waitForEvent('requestfinished', { predicate: older, timeout: 30_000 });
      // Away from the top and back, a frame apart: a box already at the top gives no scroll event.
      const before = await history.evaluate(
        (element) =>
          new Promise((resolve) => {
            const height = element.scrollHeight;
            element.scrollTop = 400;
            requestAnimationFrame(() => {
              element.scrollTop = 0;
              resolve(height);
            });
          }),
      );
      await next;
      // The page has arrived once the history has grown by it; only then may the next be asked for.
      await history.evaluate(
        (element, height) =>
          new Promise((resolve) => {
            const check = () => (element.scrollHeight > height ? resolve() : requestAnimationFrame(check));
            check();
          }),
        before,
      );
    }
    await page.waitForTimeout(500);
    const down = await history.evaluate(framesWhileScrolling, [seconds, pxPerFrame]);
    return { up, down: { ...down, held: (pages + 1) * 40 } };
  } finally {
    await browser.close();
  }
}
