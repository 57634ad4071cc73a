import { describe, expect, it } from 'vitest';
import { handshakeOriginAllowed } from './origin';

/** Issue 28 point 14: which pages may open a socket with the session cookie. */
describe('handshakeOriginAllowed', () => {
  const allowed = { publicUrl: 'https://tracker.example.com', allowedOrigins: ['https://intranet.example.com:8443'] };
  const handshake = (origin: string | undefined, host = 'tracker.example.com') => ({
    headers: { host, ...(origin === undefined ? {} : { origin }) },
  });

  it("lets in PUBLIC_URL's pages, the configured origins and pages of the address the request was sent to", () => {
    expect(handshakeOriginAllowed(handshake('https://tracker.example.com'), allowed)).toBe(true);
    expect(handshakeOriginAllowed(handshake('https://intranet.example.com:8443'), allowed)).toBe(true);
    expect(handshakeOriginAllowed(handshake('http://10.0.0.5:8080', '10.0.0.5:8080'), allowed)).toBe(true);
  });

  it('lets in a client that is no browser (no Origin)', () => {
    expect(handshakeOriginAllowed(handshake(undefined), allowed)).toBe(true);
  });

  it('refuses any other page, a look-alike host, another port and a malformed origin', () => {
    for (const origin of [
      'http://evil.example',
      'https://tracker.example.com.evil.example',
      'https://intranet.example.com',
      'null',
      'not a url',
    ])
      expect(handshakeOriginAllowed(handshake(origin), allowed), origin).toBe(false);
  });
});
