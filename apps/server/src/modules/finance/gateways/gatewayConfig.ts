import { type KeyObject, createPrivateKey, createPublicKey } from 'node:crypto';

/** Alipay page pay (issue 16): the app, its RSA2 key pair half and Alipay's public key. */
export interface AlipayConfig {
  appId: string;
  /** The merchant application's private key: signs every request. */
  privateKey: KeyObject;
  /** Alipay's public key: verifies every notification. */
  alipayPublicKey: KeyObject;
  /** The openapi gateway, e.g. https://openapi.alipay.com/gateway.do. */
  gatewayUrl: string;
}

/** WeChat Pay API v3, Native payment (issue 16). */
export interface WechatPayConfig {
  appId: string;
  mchId: string;
  /** Serial number of the merchant API certificate, named in every request's Authorization. */
  serialNo: string;
  privateKey: KeyObject;
  /** The platform certificate's (or platform public key's) key: verifies answers and notifications. */
  platformPublicKey: KeyObject;
  /** The APIv3 key (32 characters): decrypts notification resources with AES-256-GCM. */
  apiV3Key: Buffer;
  /** e.g. https://api.mch.weixin.qq.com */
  baseUrl: string;
}

export interface GatewayConfig {
  alipay: AlipayConfig | null;
  wechatPay: WechatPayConfig | null;
}

type Env = Record<string, string | undefined>;

const ALIPAY_KEYS = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const;
const WECHAT_PAY_KEYS = [
  'WECHAT_PAY_APP_ID',
  'WECHAT_PAY_MCH_ID',
  'WECHAT_PAY_SERIAL_NO',
  'WECHAT_PAY_PRIVATE_KEY',
  'WECHAT_PAY_PLATFORM_PUBLIC_KEY',
  'WECHAT_PAY_API_V3_KEY',
] as const;

/** A PEM from the environment: real newlines, or `\n` escapes when the variable had to stay on one line. */
function pem(value: string): string {
  return value.replace(/\\n/g, '\n').trim();
}

function baseUrl(value: string | undefined, fallback: string): string | null {
  const url = (value ?? '').trim() || fallback;
  try {
    return new URL(url).toString().replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/**
 * A gateway is offered only when every one of its variables is set; some but not all is a mistake the
 * server refuses to start with, rather than a gateway that fails at the buyer's first payment.
 */
function present<K extends string>(
  env: Env,
  prefix: string,
  names: readonly K[],
  problems: string[],
): Record<K, string> | null {
  const values = names.map((name) => [name, (env[name] ?? '').trim()] as const);
  const missing = values.filter(([, value]) => value === '').map(([name]) => name);
  if (missing.length === names.length) return null;
  if (missing.length > 0) {
    problems.push(`${missing.join(', ')}: required when any ${prefix}* variable is set`);
    return null;
  }
  return Object.fromEntries(values) as Record<K, string>;
}

function key<T>(make: () => T, name: string, problems: string[]): T | null {
  try {
    return make();
  } catch {
    problems.push(`${name}: not a readable PEM key`);
    return null;
  }
}

export function parseGatewayConfig(env: Env): { config: GatewayConfig; problems: string[] } {
  const problems: string[] = [];
  const config: GatewayConfig = { alipay: null, wechatPay: null };

  const alipay = present(env, 'ALIPAY_', ALIPAY_KEYS, problems);
  if (alipay) {
    const privateKey = key(() => createPrivateKey(pem(alipay.ALIPAY_PRIVATE_KEY)), 'ALIPAY_PRIVATE_KEY', problems);
    const alipayPublicKey = key(() => createPublicKey(pem(alipay.ALIPAY_PUBLIC_KEY)), 'ALIPAY_PUBLIC_KEY', problems);
    const gatewayUrl = baseUrl(env.ALIPAY_GATEWAY_URL, 'https://openapi.alipay.com/gateway.do');
    if (!gatewayUrl) problems.push('ALIPAY_GATEWAY_URL: not a URL');
    if (privateKey && alipayPublicKey && gatewayUrl) {
      config.alipay = { appId: alipay.ALIPAY_APP_ID, privateKey, alipayPublicKey, gatewayUrl };
    }
  }

  const wechat = present(env, 'WECHAT_PAY_', WECHAT_PAY_KEYS, problems);
  if (wechat) {
    const privateKey = key(
      () => createPrivateKey(pem(wechat.WECHAT_PAY_PRIVATE_KEY)),
      'WECHAT_PAY_PRIVATE_KEY',
      problems,
    );
    const platformPublicKey = key(
      () => createPublicKey(pem(wechat.WECHAT_PAY_PLATFORM_PUBLIC_KEY)),
      'WECHAT_PAY_PLATFORM_PUBLIC_KEY',
      problems,
    );
    const apiV3Key = Buffer.from(wechat.WECHAT_PAY_API_V3_KEY, 'utf8');
    if (apiV3Key.length !== 32) problems.push('WECHAT_PAY_API_V3_KEY: must be 32 bytes');
    const base = baseUrl(env.WECHAT_PAY_BASE_URL, 'https://api.mch.weixin.qq.com');
    if (!base) problems.push('WECHAT_PAY_BASE_URL: not a URL');
    if (privateKey && platformPublicKey && apiV3Key.length === 32 && base) {
      config.wechatPay = {
        appId: wechat.WECHAT_PAY_APP_ID,
        mchId: wechat.WECHAT_PAY_MCH_ID,
        serialNo: wechat.WECHAT_PAY_SERIAL_NO,
        privateKey,
        platformPublicKey,
        apiV3Key,
        baseUrl: base,
      };
    }
  }
  return { config, problems };
}
