import type { BrowserContext } from '@playwright/test';

/** Gives the browser the session cookie the web app reads (DOMAIN.md "Product identity"). */
export async function useToken(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([{ name: 'questline', value: token, url: baseURL }]);
}
