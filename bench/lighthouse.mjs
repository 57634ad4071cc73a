// Lighthouse in headless Chromium, shared by `bench:portal` and `bench:web` (issues 12 and 17). Signed-in
// pages get the session cookie set over the DevTools protocol first, and Lighthouse is told not to clear
// storage, so it audits the page a signed-in person sees rather than the redirect to /login.
import { chromium } from './transfer.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Lighthouse's own advice: judge the median of several runs, one run varies with the machine's load. */
export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

async function withCookie(port, url, token) {
  // puppeteer-core is Lighthouse's own dependency: the same client Lighthouse drives Chromium with.
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser.setCookie({ name: 'questline', value: token, domain: new URL(url).hostname, path: '/' });
  } finally {
    await browser.disconnect();
  }
}

/** One Lighthouse run; `formFactor` 'desktop' uses Lighthouse's desktop preset (no mobile emulation). */
export async function lighthouseScores(url, { token, formFactor = 'mobile' } = {}) {
  const [{ default: lighthouse, desktopConfig }, { launch }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const chrome = await launch({ chromePath: chromium, chromeFlags: ['--headless', '--no-sandbox'] });
  try {
    if (token) await withCookie(chrome.port, url, token);
    const flags = { port: chrome.port, output: 'json', onlyCategories: CATEGORIES, disableStorageReset: !!token };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const { audits, categories, runtimeError, finalDisplayedUrl } = result.lhr;
    if (runtimeError) console.warn(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
      console.warn(`${url}: Lighthouse ended on ${finalDisplayedUrl}`);
    }
    // An audit Lighthouse could not finish (a page too slow on a loaded machine) has no value: shown as NaN.
    const ms = (id) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    return {
      failed: !!runtimeError,
      ...Object.fromEntries(
        CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? Number.NaN) * 100)]),
      ),
      'FCP ms': ms('first-contentful-paint'),
      'LCP ms': ms('largest-contentful-paint'),
      'TBT ms': ms('total-blocking-time'),
      CLS: (audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * `runs` runs of one page, the median by performance with every run's performance score beside it. A run
 * Lighthouse itself reports as broken (NO_NAVSTART on a busy machine) is run again, twice at most per page.
 */
export async function medianScores(url, options = {}, runs = RUNS) {
  const all = [];
  let retries = 2;
  while (all.length < runs) {
    const scores = await lighthouseScores(url, options);
    if (scores.failed && retries > 0) retries -= 1;
    else all.push(scores);
  }
  all.sort((a, b) => a.performance - b.performance);
  return { ...all[Math.floor(all.length / 2)], 'performance runs': all.map((r) => r.performance).join(' ') };
}
