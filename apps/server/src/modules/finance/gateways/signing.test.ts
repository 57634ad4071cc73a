import { createCipheriv, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  alipaySign,
  alipaySignContent,
  alipayVerify,
  chinaTimestamp,
  fenToYuanText,
  yuanTextToFen,
} from './alipaySign';
import { decryptWechatPayResource } from './wechatPaySign';

describe('gateway signing helpers', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  it("builds Alipay's sign content: sorted, empty values and the signature left out, raw values", () => {
    expect(alipaySignContent({ b: '2', a: 'x y&z', sign: 's', empty: '' })).toBe('a=x y&z&b=2');
    expect(alipaySignContent({ sign_type: 'RSA2', a: '1', sign: 's' }, ['sign', 'sign_type'])).toBe('a=1');
  });

  it('verifies what was signed and nothing else', () => {
    const params: Record<string, string> = { app_id: '1', total_amount: '718.08', sign_type: 'RSA2' };
    params.sign = alipaySign({ app_id: '1', total_amount: '718.08' }, privateKey);
    expect(alipayVerify(params, publicKey)).toBe(true);
    expect(alipayVerify({ ...params, total_amount: '0.01' }, publicKey)).toBe(false);
    expect(alipayVerify({ ...params, sign_type: 'RSA' }, publicKey)).toBe(false);
    expect(alipayVerify({ ...params, sign: 'garbage' }, publicKey)).toBe(false);
  });

  it('converts fen and yuan text exactly, refusing anything else', () => {
    expect([fenToYuanText(71_808), fenToYuanText(5), fenToYuanText(100)]).toEqual(['718.08', '0.05', '1.00']);
    expect([yuanTextToFen('718.08'), yuanTextToFen('0.5'), yuanTextToFen('12')]).toEqual([71_808, 50, 1200]);
    expect([yuanTextToFen('-1'), yuanTextToFen('1.001'), yuanTextToFen('1e3'), yuanTextToFen('')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(chinaTimestamp(new Date('2026-03-10T20:30:00.000Z'))).toBe('2026-03-11 04:30:00');
  });

  it('decrypts a WeChat Pay resource with the APIv3 key and refuses another key or altered text', () => {
    const key = Buffer.from('0123456789abcdef0123456789abcdef', 'utf8');
    const cipher = createCipheriv('aes-256-gcm', key, Buffer.from('nonce1234567', 'utf8'));
    cipher.setAAD(Buffer.from('transaction'));
    const sealed = Buffer.concat([cipher.update('{"ok":1}', 'utf8'), cipher.final(), cipher.getAuthTag()]);
    const resource = {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: sealed.toString('base64'),
      associated_data: 'transaction',
      nonce: 'nonce1234567',
    };
    expect(decryptWechatPayResource(resource, key)).toBe('{"ok":1}');
    expect(decryptWechatPayResource(resource, Buffer.from('f'.repeat(32)))).toBeNull();
    expect(decryptWechatPayResource({ ...resource, associated_data: 'other' }, key)).toBeNull();
    expect(decryptWechatPayResource({ ...resource, algorithm: 'AES' }, key)).toBeNull();
  });
});
