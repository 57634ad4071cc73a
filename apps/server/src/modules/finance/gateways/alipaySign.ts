import { type KeyObject, createSign, createVerify } from 'node:crypto';

/**
 * Alipay's RSA2 signature (open platform "自行实现验签"): every parameter but `sign` (and, for
 * notifications, `sign_type`) with a non-empty value, sorted by name, joined as `name=value` with `&`,
 * raw values (not URL-encoded), signed SHA256withRSA, Base64.
 */
export function alipaySignContent(params: Record<string, string>, omit: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((name) => !omit.includes(name) && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name] ?? ''}`)
    .join('&');
}

export function alipaySign(params: Record<string, string>, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(alipaySignContent(params), 'utf8').sign(privateKey, 'base64');
}

/** An asynchronous notification is authentic when its `sign` verifies over the rest but `sign_type`. */
export function alipayVerify(params: Record<string, string>, publicKey: KeyObject): boolean {
  const signature = params.sign;
  if (!signature || params.sign_type !== 'RSA2') return false;
  try {
    return createVerify('RSA-SHA256')
      .update(alipaySignContent(params, ['sign', 'sign_type']), 'utf8')
      .verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** Alipay amounts are yuan with at most two decimals ("718.08"); orders keep fen. */
export function fenToYuanText(fen: number): string {
  return `${String(Math.floor(fen / 100))}.${String(fen % 100).padStart(2, '0')}`;
}

/** The fen of a yuan amount, or null when it is not a plain non-negative amount with at most two decimals. */
export function yuanTextToFen(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Alipay wants the request time in China Standard Time, `yyyy-MM-dd HH:mm:ss`. */
export function chinaTimestamp(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}
