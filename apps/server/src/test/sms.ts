import type { AnonymousPhoneCodeScene } from '@questline/contract';
import type { SmsCode, SmsProvider } from '../providers/sms';
import { solveCaptcha } from './captcha';
import type { TestServer } from './server';

let phoneSerial = 0;

/** A mobile number (spec point 5 format) that no other test in this process has used. */
export function freshPhone(): string {
  phoneSerial += 1;
  return `13${String(phoneSerial).padStart(9, '0')}`;
}

/** An SMS provider that keeps what it was asked to send, so a test can type the code in. */
export function recordingSms() {
  const sent: SmsCode[] = [];
  const provider: SmsProvider = {
    async sendCode(input) {
      sent.push(input);
    },
  };
  return {
    provider,
    sent,
    /** The newest code sent to this phone; fails the test when there is none. */
    lastCode(phone: string): string {
      const found = sent.filter((entry) => entry.phone === phone).at(-1);
      if (!found) throw new Error(`no code was sent to ${phone}`);
      return found.code;
    },
  };
}

/** Asks the public call for a code for this phone and scene and answers the code the provider got. */
export async function anonymousCode(
  server: TestServer,
  sms: ReturnType<typeof recordingSms>,
  phone: string,
  scene: AnonymousPhoneCodeScene,
): Promise<string> {
  await server.app.inject({
    method: 'POST',
    url: '/prod-api/register/anonymousSendPhoneCode',
    payload: { phonenumber: phone, scene, ...(await solveCaptcha(server)) },
  });
  return sms.lastCode(phone);
}
