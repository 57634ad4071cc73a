import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { apiCall, freshPhone } from './accounts';
import type { OwnServer } from './ownServer';
import { speaks, useToken } from './session';

/** The phone code a journey's own server wrote to its log (README "Configuration", SMS_PROVIDER=log). */
export async function loggedCode(server: OwnServer, phone: string): Promise<string> {
  await expect.poll(() => server.log().includes(`"phone":"${phone}"`)).toBe(true);
  const line = server
    .log()
    .split('\n')
    .filter((text) => text.includes('"msg":"sms code"') && text.includes(`"phone":"${phone}"`))
    .at(-1);
  return String((JSON.parse(line ?? '{}') as { code?: string }).code);
}

/** A user registered on a journey's own server by phone code as the /register page does (the captcha is off there). */
export async function registeredUser(
  request: APIRequestContext,
  server: OwnServer,
  nickName: string,
): Promise<{ token: string; phone: string }> {
  const phone = freshPhone();
  await apiCall(request, 'POST', '/register/anonymousSendPhoneCode', {
    data: { phonenumber: phone, scene: 'register', uuid: '', code: '' },
  });
  const password = 'journey-pass-1';
  const { token } = await apiCall<{ token: string }>(request, 'POST', '/register/registerAdd', {
    data: {
      phonenumber: phone,
      code: await loggedCode(server, phone),
      password,
      confirmPassword: password,
      agreement: true,
    },
  });
  await apiCall(request, 'POST', '/questline/center/updateUser', { token, data: { nickName, introduction: '' } });
  return { token, phone };
}

/** A page of a browser context of its own, nobody signed in, in `lang`, its clock in UTC. */
export async function visitorPage(browser: Browser, baseURL: string, lang: 'zh' | 'en'): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId: 'UTC' });
  const page = await context.newPage();
  await speaks(page, lang);
  return page;
}

/** A page of a browser context of its own, signed in with `token`, in `lang`, its clock in UTC. */
export async function signedInPage(browser: Browser, baseURL: string, token: string, lang: 'zh' | 'en'): Promise<Page> {
  const page = await visitorPage(browser, baseURL, lang);
  await useToken(page.context(), baseURL, token);
  return page;
}
