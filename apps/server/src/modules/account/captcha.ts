import { randomUUID } from 'node:crypto';
import { CAPTCHA_TTL_MS, type CaptchaData } from '@questline/contract';
import type * as SvgCaptcha from 'svg-captcha';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { lazyPackage } from '../../lazyPackage';

/** Parses its font when loaded: on first captcha rather than at start-up. */
const svgCaptcha = lazyPackage<typeof SvgCaptcha>('svg-captcha');

const captchaKey = (uuid: string) => `captcha:${uuid}`;

/**
 * A new image captcha. The answer is stored lower-cased as the plain value under `captcha:<uuid>`: the
 * e2e journeys read it from the ephemeral_entries table by uuid, so do not hash or wrap it.
 */
export async function createCaptcha(deps: Pick<AppDeps, 'config' | 'store'>): Promise<CaptchaData> {
  if (!deps.config.captchaEnabled) return { captchaEnabled: false };
  // Characters that look alike in the drawn font are left out.
  const captcha = svgCaptcha().create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL' });
  const uuid = randomUUID();
  await deps.store.put(captchaKey(uuid), captcha.text.toLowerCase(), CAPTCHA_TTL_MS);
  const img = `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
  return { captchaEnabled: true, uuid, img };
}

/**
 * Uses the captcha up whatever the outcome, so each image allows one guess. Wrong, expired and reused
 * captchas share one message.
 */
export async function checkCaptcha(
  deps: Pick<AppDeps, 'config' | 'store'>,
  input: { uuid: string; code: string },
): Promise<void> {
  if (!deps.config.captchaEnabled) return;
  const answer = input.uuid ? await deps.store.take(captchaKey(input.uuid)) : undefined;
  if (answer === undefined || answer !== input.code.trim().toLowerCase()) throw failure('captchaInvalid');
}
