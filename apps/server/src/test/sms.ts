import type { SmsCode, SmsProvider } from '../providers/sms';

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
