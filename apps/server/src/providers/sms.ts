import type { PhoneCodeScene } from '@questline/contract';
import type { FastifyBaseLogger } from 'fastify';

export interface SmsCode {
  phone: string;
  code: string;
  scene: PhoneCodeScene;
}

/** Sends a verification code by text message; an operator's SMS contract plugs in here. */
export interface SmsProvider {
  sendCode(input: SmsCode): Promise<void>;
}

/**
 * The default: one structured info line `sms code` with phone, code and scene. A self-hoster without an
 * SMS contract reads codes from the log, and the e2e journeys do the same (e2e/support/serverLog.ts).
 */
export function logSmsProvider(logger: FastifyBaseLogger): SmsProvider {
  return {
    async sendCode({ phone, code, scene }) {
      logger.info({ phone, code, scene }, 'sms code');
    },
  };
}
