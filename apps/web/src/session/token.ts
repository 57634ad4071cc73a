import { TOKEN_COOKIE } from '@questline/contract';

/** Matches the server's default session lifetime (SESSION_TTL_HOURS). */
const TOKEN_MAX_AGE_S = 7 * 24 * 3600;

/** DOMAIN.md "Product identity": the session token lives in the cookie named after the product. */
export function getToken(): string | undefined {
  const prefix = `${TOKEN_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  const value = entry?.slice(prefix.length);
  return value ? decodeURIComponent(value) : undefined;
}

export function setToken(token: string): void {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; max-age=${TOKEN_MAX_AGE_S}; SameSite=Lax`;
}

export function removeToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}
