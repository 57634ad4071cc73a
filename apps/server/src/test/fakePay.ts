import net from 'node:net';
import { type FakePay, startFakePay } from '../../../../e2e/fake-pay/server.mjs';
import { type Config, loadConfig } from '../config';

export { startFakePay };
export type { FakePay };

/** A port nobody holds now, for a test server that gateways must reach over real HTTP. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** The finance settings of an installation paid through the fake gateway (its ALIPAY_* and WECHAT_PAY_*). */
export function fakePayFinance(fake: FakePay, extra: NodeJS.ProcessEnv = {}): Config['finance'] {
  return loadConfig({ LOG_LEVEL: 'silent', ...fake.environment(), ...extra }).finance;
}
