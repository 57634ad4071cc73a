import type { BrowserContext, Page } from '@playwright/test';

/** Gives the browser the session cookie the web app reads (DOMAIN.md "Product identity"). */
export async function useToken(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([{ name: 'questline', value: token, url: baseURL }]);
}

/** The web app starts in `language` on every page the browser opens from now on (the switch's stored choice). */
export async function speaks(page: Page, language: 'zh' | 'en'): Promise<void> {
  await page.addInitScript((chosen) => window.localStorage.setItem('language', chosen), language);
}
