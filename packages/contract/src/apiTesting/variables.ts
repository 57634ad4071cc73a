import { SECRET_MASK } from './rules';

/**
 * Environment variables in a request (issue 34): `{{baseUrl}}` anywhere in the URL, a query value, a header, the
 * body or the authentication is replaced by the variable's value when the server sends it. A name the
 * environment does not hold stays as it was typed, so the answer shows what was missing.
 */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g;

/** A variable's name as it may appear between the braces. */
export const VARIABLE_NAME = /^[A-Za-z_][\w.-]*$/;

export function substituteVariables(text: string, values: ReadonlyMap<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
}

/**
 * Shorter secrets are not looked for in answers: masking every "ab" of a body would hide more than the secret, and
 * so short a secret protects nothing anyway.
 */
export const SECRET_REDACT_MIN_CHARS = 4;

/**
 * The text with every occurrence of a secret's value masked: what is kept (history, defects) or shown to a member
 * who may not read secrets, when a server echoes what it was sent. Longest first, so a secret that contains another
 * is masked whole.
 */
export function maskSecrets(text: string, secretValues: readonly string[]): string {
  const secrets = [...new Set(secretValues)]
    .filter((value) => value.length >= SECRET_REDACT_MIN_CHARS)
    .sort((a, b) => b.length - a.length);
  let masked = text;
  for (const secret of secrets) masked = masked.split(secret).join(SECRET_MASK);
  return masked;
}
