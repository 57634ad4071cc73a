import { type Locator, type Page, type Response, expect } from '@playwright/test';
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
 * Clicks the captcha's refresh button and answers with the text of the captcha the page then shows. The answer
 * is looked up by the picture on screen, not by the next response: a captcha the page was still fetching by
 * itself (its first render after a slow hydration) can answer after the click, and was once taken for ours while
 * the page showed the newer one (issue 40).
 */
export async function refreshedCaptcha(page: Page, refreshName: string): Promise<string> {
  const seen = new Map<string, string>();
  const record = (response: Response) => {
    if (!response.url().endsWith('/prod-api/captchaImage')) return;
    void response
      .json()
      .then((body: { data: { uuid: string; img: string } }) => seen.set(body.data.img, body.data.uuid))
      .catch(() => undefined);
  };
  page.on('response', record);
  try {
    const before = await shownCaptcha(page);
    await page.getByRole('button', { name: refreshName }).click();
    let uuid: string | undefined;
    await expect
      .poll(async () => {
        const shown = await shownCaptcha(page);
        uuid = shown && shown !== before ? seen.get(shown) : undefined;
        return uuid !== undefined;
      })
      .toBe(true);
    return captchaAnswer(uuid ?? '');
  } finally {
    page.off('response', record);
  }
}

/** The picture of the visible captcha (on /login the other tab's captcha stays in the document, hidden). */
async function shownCaptcha(page: Page): Promise<string | null> {
  const image = page.getByTestId('captcha-image').filter({ visible: true });
  return (await image.count()) === 1 ? image.getAttribute('src') : null;
}

/** The captcha field and its refresh button, as the account pages name them (issue 9). */
const CAPTCHA_WORDS = {
  zh: { field: '图形验证码', refresh: '换一张验证码' },
  en: { field: 'Captcha', refresh: 'Show another captcha' },
} as const;

/** The name of the captcha's refresh button in this language, for refreshedCaptcha. */
export const captchaRefresh = (language: 'zh' | 'en') => CAPTCHA_WORDS[language].refresh;

/** Asks for a fresh captcha on the page and types its answer: before sign-in or "send code". */
export async function answerCaptcha(page: Page, language: 'zh' | 'en'): Promise<void> {
  // A captcha the page is still fetching by itself (first render, after a used one) must not be taken for ours.
  await page.waitForLoadState('networkidle');
  const answer = await refreshedCaptcha(page, CAPTCHA_WORDS[language].refresh);
  // On /login the password tab's captcha field stays in the document, hidden.
  await page.getByLabel(CAPTCHA_WORDS[language].field, { exact: true }).filter({ visible: true }).fill(answer);
}

/** Opens the header's user menu and picks an entry by its visible name. */
export async function userMenuEntry(page: Page, name: string | RegExp): Promise<void> {
  const entry = page.getByRole('menuitem', { name });
  // A click that lands while the menu is still sliding in can be lost on a loaded machine (a CI run stayed on
  // the page with the menu open), so it is tried again until the menu has closed on the chosen entry.
  await expect(async () => {
    if (!(await entry.isVisible())) await page.getByTestId('user-menu').click();
    await entry.click({ timeout: 3000 });
    await expect(entry).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * A button by its name's end: antd spaces two CJK characters of a button apart and puts a loading icon
 * before them, so the name matches with an optional space between characters.
 */
export function button(scope: Page | Locator, text: string): Locator {
  const pattern = text
    .split('')
    .map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s?');
  return scope.getByRole('button', { name: new RegExp(`(^|\\s)${pattern}$`) });
}

/**
 * Picks an option of an antd select by its label. The option is looked for in the dropdown this select
 * controls (its `aria-controls` list), not in any visible dropdown: another select's dropdown may still be
 * fading out, and a click there chose nothing (a full run failed so once). A click that lands while the
 * dropdown is still sliding in can be lost too (a loaded CI run refused a dialog for its empty reason), so
 * the pick is tried again until the select shows the option as chosen.
 */
export async function pick(scope: Page | Locator, label: string, option: string): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  const box = scope.getByRole('combobox', { name: label });
  const select = box.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(async () => {
    if (await select.getByTitle(option).first().isVisible()) return;
    await box.click();
    const listId = await box.getAttribute('aria-controls');
    const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId ?? ''}"]`) });
    await dropdown.getByTitle(option).click({ timeout: 3000 });
    await expect(select.getByTitle(option).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Confirms an antd confirmation dialog and waits for it to close. A click that lands while the dialog is
 * still zooming in can be lost on a loaded machine (a two-worker run lost one), so it is tried again
 * until the dialog has gone.
 */
export async function confirmDialog(page: Page, okText: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    if (await dialog.isVisible()) await button(dialog, okText).click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Waits until React has taken over an element of a page that arrived drawn (ADR 0050). Before then a link is a
 * plain link: clicking it loads a whole document instead of moving inside the app, which a journey about
 * moving inside the app must not do. React marks every element it has hydrated with its props.
 */
export async function whenLive(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}
