import { type ApiResponse, SECRET_MASK, isCredentialHeader, maskSecrets } from '@questline/contract';

const TEXT_TYPE = /^(text\/|application\/([\w.+-]*\+)?(json|xml|javascript|x-www-form-urlencoded|graphql|yaml)\b)/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The body as text when it is text (by its type, or without a type when it decodes as UTF-8), else null: such a body
 * travels as base64 and no JSON path reads it.
 */
export function bodyAsText(body: Buffer, contentType: string | undefined): string | null {
  if (contentType !== undefined && contentType !== '' && !TEXT_TYPE.test(contentType.trim())) return null;
  try {
    return utf8.decode(body);
  } catch {
    return contentType === undefined || contentType === '' ? null : body.toString('utf8');
  }
}

/** The first `maxBytes` of a text, cut on a character boundary. */
export function firstBytes(text: string, maxBytes: number): { text: string; cut: boolean } {
  const bytes = Buffer.from(text);
  if (bytes.length <= maxBytes) return { text, cut: false };
  return {
    text: bytes
      .subarray(0, maxBytes)
      .toString('utf8')
      .replace(/\uFFFD+$/, ''),
    cut: true,
  };
}

/** An answer with every secret's value masked, for those who do not read secrets and for what is kept. */
export function maskedResponse(
  response: ApiResponse,
  secrets: readonly string[],
  hideCredentials: boolean,
): ApiResponse {
  const mask = (text: string) => maskSecrets(text, secrets);
  return {
    ...response,
    headers: response.headers.map(([name, value]) => [
      name,
      hideCredentials && isCredentialHeader(name) ? SECRET_MASK : mask(value),
    ]),
    body: response.bodyEncoding === 'text' ? mask(response.body) : response.body,
    finalUrl: mask(response.finalUrl),
    redirects: response.redirects.map(mask),
  };
}
