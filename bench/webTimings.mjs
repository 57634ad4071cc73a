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
