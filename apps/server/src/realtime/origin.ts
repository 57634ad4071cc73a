import type { IncomingMessage } from 'node:http';

/** The origin (scheme, host and port) of an address, or undefined when it is not one. */
function originOf(address: string): string | undefined {
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a socket handshake may go on (issue 28 point 14). A browser names the page that opens a socket in
 * its Origin header and sends the session cookie along whatever the page, so a page elsewhere could act as the
 * signed-in person: only pages of this installation are let in, named by PUBLIC_URL, ALLOWED_ORIGINS, or the
 * address the request itself was sent to. A client that is no browser sends no Origin and shows its token.
 */
export function handshakeOriginAllowed(
  request: Pick<IncomingMessage, 'headers'>,
  allowed: { publicUrl: string; allowedOrigins: readonly string[] },
): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const named = originOf(origin);
  if (named === undefined) return false;
  if (named === originOf(allowed.publicUrl) || allowed.allowedOrigins.some((entry) => originOf(entry) === named))
    return true;
  return new URL(named).host === request.headers.host;
}
