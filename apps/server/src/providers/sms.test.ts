import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { capturingLog } from '../test/fakeSms';
import { logSmsProvider } from './sms';
import { smsProviderFor } from './smsProviders';

/** Issue 3 "SMS and e-mail": the default provider writes the code to the log. */
describe('log SMS provider', () => {
  it("writes one info line 'sms code' with phone, code and scene", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    await logSmsProvider(pino({ level: 'info' }, sink)).sendCode({
      phone: '13800000000',
      code: '123456',
      scene: 'register',
      locale: 'zh',
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 30,
      msg: 'sms code',
      phone: '13800000000',
      code: '123456',
      scene: 'register',
    });
  });

  it('warns once at start-up in production that codes go to the log (issue 18)', () => {
    const production = capturingLog();
    smsProviderFor({ provider: 'log' }, { log: production.log, production: true });
    expect(production.lines).toEqual([
      { level: 'warn', fields: { smsProvider: 'log' }, msg: expect.stringContaining('codes are written to this log') },
    ]);
    const development = capturingLog();
    smsProviderFor({ provider: 'log' }, { log: development.log, production: false });
    expect(development.lines).toEqual([]);
  });
});
