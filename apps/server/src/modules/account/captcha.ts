import { randomUUID } from 'node:crypto';
import { CAPTCHA_TTL_MS, type CaptchaData } from '@questline/contract';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { captchaText, drawCaptcha } from './captchaImage';

/** What a visitor answers to a captcha: the characters read and the image's uuid. */
export interface CaptchaAnswer {
  uuid: string;
  code: string;
}

const captchaKey = (uuid: string) => `captcha:${uuid}`;

/**
 * A new image captcha: a PNG drawn on the server (captchaImage.ts, ADR 0025). The answer is stored lower-cased as the plain value under `captcha:<uuid>`: the
 * e2e journeys read it from the ephemeral_entries table by uuid, so do not hash or wrap it.
 */
export async function createCaptcha(deps: Pick<AppDeps, 'config' | 'store'>): Promise<CaptchaData> {
  if (!deps.config.captchaEnabled) return { captchaEnabled: false };
  const text = captchaText();
  const uuid = randomUUID();
  await deps.store.put(captchaKey(uuid), text.toLowerCase(), CAPTCHA_TTL_MS);
  const img = `data:image/png;base64,${drawCaptcha(text).toString('base64')}`;
  return { captchaEnabled: true, uuid, img };
}

/**
 * Uses the captcha up whatever the outcome, so each image allows one guess. Wrong, expired and reused
 * captchas share one message.
 */
export async function checkCaptcha(deps: Pick<AppDeps, 'config' | 'store'>, input: CaptchaAnswer): Promise<void> {
  if (!deps.config.captchaEnabled) return;
  const answer = input.uuid ? await deps.store.take(captchaKey(input.uuid)) : undefined;
  if (answer === undefined || answer !== input.code.trim().toLowerCase()) throw failure('captchaInvalid');
}
