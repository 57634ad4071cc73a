import type { Page } from '@playwright/test';
import { captchaAnswer } from './accounts';

/**
 * Waits for the next captcha the page loads and answers with its text. Call before the action that
 * loads the captcha (opening /login, a failed attempt), then await the result.
 */
export function nextCaptcha(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => response.url().endsWith('/prod-api/captchaImage'))
    .then(async (response) => {
      const body = (await response.json()) as { data: { uuid: string } };
      return captchaAnswer(body.data.uuid);
    });
}

/**
 * Clicks the captcha picture (which loads a new one) and answers with the new text: deterministic where
 * the page may still be loading the captcha of its first render.
 */
export async function refreshedCaptcha(page: Page, pictureName: string): Promise<string> {
  const answer = nextCaptcha(page);
  await page.getByRole('button', { name: pictureName }).click();
  return answer;
}

/** Opens the header's user menu and picks an entry by its visible name. */
export async function userMenuEntry(page: Page, name: string): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name }).click();
}
