import { randomBytes } from 'node:crypto';
import { expectAccessible } from './support/axe';
import { apiCall, registerThroughApi } from './support/accounts';
import { userMenuEntry } from './support/pages';
import { speaks, useToken } from './support/session';
import { expect, test } from './support/journey';

/**
 * Issue 3 "Social login" and spec point 6 "Bindings": WeChat and QQ sign-in work only for an account
 * registered by phone that bound its social account first. The provider is the local fake
 * (e2e/fake-social/server.mjs) speaking both authorisation-code protocols; no real provider is contacted.
 */
test.describe('social sign-in', () => {
  test('a WeChat account not bound to anyone gets an explanation instead of a session (zh)', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '欢迎回来' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: '微信' }).click();
    // The provider's page is not ours (here a local stand-in for WeChat), so axe does not run on it.
    await expect(page.getByRole('heading', { name: 'Fake WeChat' })).toBeVisible();
    await page.getByLabel('Identity').fill(`stranger-${randomBytes(3).toString('hex')}`);
    await page.getByRole('button', { name: 'Authorize' }).click();
    await expect(page).toHaveURL(/\/back\/weichat\?/);
    await expect(page.getByTestId('social-not-bound')).toContainText('stranger-');
    await expect(page.getByText('该微信账号尚未绑定')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: '去登录' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  for (const provider of [
    { name: 'WeChat', bindButton: 'Bind WeChat' },
    { name: 'QQ', bindButton: 'Bind QQ' },
  ]) {
    test(`binds ${provider.name} in the personal centre, then signs in with it (en)`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const account = await registerThroughApi(request);
      const identity = `walker-${randomBytes(3).toString('hex')}`;
      await speaks(page, 'en');
      await useToken(context, baseURL ?? '', account.token);

      await page.goto('/user/Personal');
      await page.getByRole('tab', { name: 'Bindings' }).click();
      await expectAccessible(page);
      await page.getByRole('button', { name: provider.bindButton }).click();
      await expect(page.getByRole('heading', { name: `Fake ${provider.name}` })).toBeVisible();
      await page.getByLabel('Identity').fill(identity);
      await page.getByRole('button', { name: 'Authorize' }).click();
      await expect(page).toHaveURL('/user/Personal');
      await expect(page.getByText(`Your ${provider.name} account is bound`).first()).toBeVisible();
      // The bound account's picture as the avatar (spec point 7 bindUserPhoto), header included.
      await page.getByRole('tab', { name: 'Bindings' }).click();
      await page.getByRole('button', { name: `Use this avatar (${provider.name})` }).click();
      await expect(page.getByText(`Your ${provider.name} avatar is now your avatar`).first()).toBeVisible();
      // The fake provider serves no pictures, so the address is checked rather than the drawn image.
      const info = await apiCall<{ user: { avatar: string } }>(request, 'GET', '/getInfo', { token: account.token });
      expect(info.user.avatar).toMatch(new RegExp(`/avatar/${identity}\\.png$`));
      await expectAccessible(page);
      await page.getByRole('tab', { name: 'Authorisations' }).click();
      await expect(page.getByRole('cell', { name: identity })).toBeVisible();
      await expectAccessible(page);

      await userMenuEntry(page, 'Sign out');
      await expect(page).toHaveURL(/\/login/);
      await expectAccessible(page);
      await page.getByRole('button', { name: provider.name }).click();
      await page.getByLabel('Identity').fill(identity);
      await page.getByRole('button', { name: 'Authorize' }).click();
      await expect(page).not.toHaveURL(/\/(login|back)/);
      await page.goto('/index');
      await expect(page.getByTestId('user-menu')).toContainText(account.phone.slice(7));
      await expectAccessible(page);
    });
  }
});
