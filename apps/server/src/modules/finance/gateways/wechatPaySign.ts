import { type KeyObject, createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';

/**
 * WeChat Pay API v3 signatures ("签名生成" / "签名验证"): a request signs
 * `METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n` with the merchant key, SHA256withRSA; answers and
 * notifications sign `TIMESTAMP\nNONCE\nBODY\n` with the platform key.
 */
export function wechatPayAuthorization(
  request: { method: string; pathWithQuery: string; body: string },
  merchant: { mchId: string; serialNo: string; privateKey: KeyObject },
  now: Date,
): string {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const message = `${request.method}\n${request.pathWithQuery}\n${timestamp}\n${nonce}\n${request.body}\n`;
  const signature = createSign('RSA-SHA256').update(message, 'utf8').sign(merchant.privateKey, 'base64');
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${merchant.mchId}",nonce_str="${nonce}",` +
    `signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serialNo}"`
  );
}

export interface WechatPaySignedHeaders {
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
}

export function wechatPayVerify(headers: WechatPaySignedHeaders, body: string, platformKey: KeyObject): boolean {
  const { timestamp, nonce, signature } = headers;
  if (!timestamp || !nonce || !signature) return false;
  try {
    return createVerify('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`, 'utf8')
      .verify(platformKey, signature, 'base64');
  } catch {
    return false;
  }
}

export interface WechatPayResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

/** A notification's `resource`: AEAD_AES_256_GCM with the APIv3 key; the tag is the ciphertext's last 16 bytes. */
export function decryptWechatPayResource(resource: WechatPayResource, apiV3Key: Buffer): string | null {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') return null;
  try {
    const sealed = Buffer.from(resource.ciphertext, 'base64');
    if (sealed.length <= 16) return null;
    const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(resource.nonce, 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
