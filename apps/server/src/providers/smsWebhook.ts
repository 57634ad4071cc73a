import { createHmac } from 'node:crypto';
import { SmsDeliveryError, type SmsSender } from './sms';
import type { WebhookSmsSettings } from './smsConfig';

/** Header that carries `sha256=<hex HMAC-SHA256 of the body with SMS_WEBHOOK_SECRET>` (README "SMS"). */
export const WEBHOOK_SIGNATURE_HEADER = 'x-questline-signature';

export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** The gateway's answer is free-form; these are the fields Questline logs when they are there. */
interface GatewayAnswer {
  messageId?: unknown;
  code?: unknown;
  message?: unknown;
}

async function answerOf(response: Response): Promise<GatewayAnswer> {
  try {
    const parsed: unknown = JSON.parse(await response.text());
    return typeof parsed === 'object' && parsed !== null ? (parsed as GatewayAnswer) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * Any other gateway: one POST of `{phone, code, scene, locale}` as JSON, signed so the gateway can tell it
 * came from this server. fetch does not retry; redirects are refused rather than followed, because following
 * one would post the code to an address nobody configured.
 */
export function webhookSmsSender(settings: WebhookSmsSettings, timeoutMs: number): SmsSender {
  return async ({ phone, code, scene, locale }) => {
    const body = JSON.stringify({ phone, code, scene, locale });
    const response = await fetch(settings.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(body, settings.secret),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = await answerOf(response);
    if (response.status < 200 || response.status > 299) {
      throw new SmsDeliveryError(text(answer.code) || `HTTP ${response.status}`, text(answer.message));
    }
    return { messageId: text(answer.messageId) };
  };
}
