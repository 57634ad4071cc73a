import { expectAccessible } from './support/axe';
import { expect, test } from './support/journey';

/** Spec point 1: zh by default, en on request, the choice kept across a reload. */
test('the language switch survives a reload', async ({ page }) => {
  await page.goto('/price');
  const nav = page.getByTestId('portal-nav');
  await expect(nav).toContainText('价格');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expectAccessible(page);

  await page.getByTestId('language-switch').first().click();
  // The open menu too: each language name is marked with its own language.
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(nav).toContainText('Pricing');
  await expect(page.getByTestId('page-title')).toHaveText('Pick the plan that fits your team');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByTestId('portal-nav')).toContainText('Pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en');

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expectAccessible(page);

  // On a phone both ways to sign in show; the code tab hid behind antd's "..." (issue 38, point 8).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('tab', { name: 'Code sign-in' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('tab', { name: 'Password sign-in' })).toBeInViewport({ ratio: 1 });
  await expect(page.locator('.ant-tabs-nav-operations:not(.ant-tabs-nav-operations-hidden)')).toHaveCount(0);
});
