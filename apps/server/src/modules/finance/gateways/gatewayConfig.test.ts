import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';

const pair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};

describe('payment gateway configuration (README "Configuration")', () => {
  const merchant = pair();
  const platform = pair();
  const alipay = {
    ALIPAY_APP_ID: '2021000000000001',
    // One line with \n escapes, as a .env file or a container setting often has to carry it.
    ALIPAY_PRIVATE_KEY: merchant.privatePem.replace(/\n/g, '\\n'),
    ALIPAY_PUBLIC_KEY: platform.publicPem,
  };
  const wechat = {
    WECHAT_PAY_APP_ID: 'wx0000000000000001',
    WECHAT_PAY_MCH_ID: '1900000001',
    WECHAT_PAY_SERIAL_NO: 'SERIAL1',
    WECHAT_PAY_PRIVATE_KEY: merchant.privatePem,
    WECHAT_PAY_PLATFORM_PUBLIC_KEY: platform.publicPem,
    WECHAT_PAY_API_V3_KEY: '0123456789abcdef0123456789abcdef',
  };

  it('offers neither gateway unless configured', () => {
    expect(loadConfig({}).finance).toMatchObject({ alipay: null, wechatPay: null });
  });

  it('enables each gateway from its variables, with the public gateways as default addresses', () => {
    const finance = loadConfig({ ...alipay, ...wechat, WECHAT_PAY_BASE_URL: 'http://127.0.0.1:9/' }).finance;
    expect(finance.alipay).toMatchObject({
      appId: '2021000000000001',
      gatewayUrl: 'https://openapi.alipay.com/gateway.do',
    });
    expect(finance.wechatPay).toMatchObject({
      mchId: '1900000001',
      serialNo: 'SERIAL1',
      baseUrl: 'http://127.0.0.1:9',
    });
  });

  it('refuses to start with a gateway half configured, a key that is not a key, or a short APIv3 key', () => {
    expect(() => loadConfig({ ALIPAY_APP_ID: '2021' })).toThrow(/ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY: required/);
    expect(() => loadConfig({ ...alipay, ALIPAY_PUBLIC_KEY: 'not a key' })).toThrow(
      /ALIPAY_PUBLIC_KEY: not a readable/,
    );
    expect(() => loadConfig({ ...wechat, WECHAT_PAY_API_V3_KEY: 'short' })).toThrow(
      /WECHAT_PAY_API_V3_KEY: must be 32/,
    );
    expect(() => loadConfig({ ...alipay, ALIPAY_GATEWAY_URL: 'nowhere' })).toThrow(/ALIPAY_GATEWAY_URL/);
  });
});
