// The JavaScript a first visit transfers, measured in Chromium against a running built server (issue 12,
// DESIGN.md point 5: bytes as the browser receives them, never a computed figure).
import fs from 'node:fs';

export const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * JavaScript a first visit transfers, as Chromium received it from the built server: each script's encoded body
 * size (after Content-Encoding, before decompression) read off the network layer, on a fresh context with an
 * empty cache, summed once the page is idle. Signed in when a token is given.
 */
export async function pageJavaScript(base, pathname, token) {
  if (!fs.existsSync(chromium)) return undefined;
  const { chromium: launcher } = await import('@playwright/test');
  const browser = await launcher.launch({
    executablePath: chromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    // The service worker (issue 12) takes over once the page has loaded and fetches later chunks itself: the
    // page then sees them served by the worker with no body size. Blocked, every byte is the page's own.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    if (token) await context.addCookies([{ name: 'questline', value: token, url: base }]);
    const page = await context.newPage();
    // Each size is read after its request finished: summing in the event handler missed bodies still being
    // read when the page went idle, which made the figure vary from run to run.
    const sizes = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    return Math.round(bytes / 1024);
  } finally {
    await browser.close();
  }
}
