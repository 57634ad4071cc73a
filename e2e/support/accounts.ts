import { randomInt } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { openDatabase } from '../../apps/server/src/db/database';
import { logLength, waitForLogEntry } from './serverLog';

/** A mobile number nobody in this run has used (spec point 5 phone format). */
export function freshPhone(): string {
  return `13${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** Calls one API and answers `data`, failing loudly on any code but 200. */
export async function apiCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; data?: unknown } = {},
): Promise<T> {
  const response = await request.fetch(`/prod-api${url}`, {
    method,
    data: options.data,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${method} ${url} answered ${body.code}: ${body.msg}`);
  return body.data;
}

/**
 * The phone code the server's default SMS provider wrote to its log (README "Configuration"):
 * `send` triggers the sending, then the newest `sms code` line for that phone is read.
 */
export async function phoneCodeAfter(phone: string, send: () => Promise<unknown>): Promise<string> {
  const since = logLength();
  await send();
  const entry = await waitForLogEntry((line) => line.msg === 'sms code' && line.phone === phone, { since });
  return String(entry.code);
}

/** The e-mail code the default mail provider wrote to the log after `send`. */
export async function mailCodeAfter(address: string, send: () => Promise<unknown>): Promise<string> {
  const since = logLength();
  await send();
  const entry = await waitForLogEntry((line) => line.msg === 'mail sent' && line.to === address, { since });
  return String(entry.code);
}

/**
 * A user registered through the API the way the /register page does it, answering the captcha before the
 * code is texted (issue 9) from the store; answers the session token.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  options: { phone?: string; password?: string } = {},
): Promise<{ phone: string; password: string; token: string }> {
  const phone = options.phone ?? freshPhone();
  const password = options.password ?? 'journey-pass-1';
  const captcha = await apiCall<{ uuid: string }>(request, 'GET', '/captchaImage');
  const answer = await captchaAnswer(captcha.uuid);
  const code = await phoneCodeAfter(phone, () =>
    apiCall(request, 'POST', '/register/anonymousSendPhoneCode', {
      data: { phonenumber: phone, scene: 'register', uuid: captcha.uuid, code: answer },
    }),
  );
  const { token } = await apiCall<{ token: string }>(request, 'POST', '/register/registerAdd', {
    data: { phonenumber: phone, code, password, confirmPassword: password, agreement: true },
  });
  return { phone, password, token };
}

/** A registered user with a display name, as the journeys' people are made. */
export interface Person {
  token: string;
  phone: string;
  name: string;
}

/** Registers a user through the API and gives them the display name the journey shows. */
export async function person(request: APIRequestContext, name: string): Promise<Person> {
  const { token, phone } = await registerThroughApi(request);
  await apiCall(request, 'POST', '/questline/center/updateUser', { token, data: { nickName: name, introduction: '' } });
  return { token, phone, name };
}

/**
 * The answer to a captcha the page showed. Captchas live in the running server's ephemeral store, which is
 * the SQLite file in E2E_DATA_DIR; the answer is stored lower-cased under `captcha:<uuid>`.
 */
export async function captchaAnswer(uuid: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set; run through e2e/playwright.config.ts');
  const handle = openDatabase({ sqliteFile: path.join(dataDir, 'questline.db') });
  try {
    const row = await handle.db
      .selectFrom('ephemeral_entries')
      .select('value')
      .where('key', '=', `captcha:${uuid}`)
      .executeTakeFirst();
    if (!row) throw new Error(`no captcha ${uuid} in the store`);
    return row.value;
  } finally {
    await handle.close();
  }
}
