import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default costs: about 20 ms a hash on one core. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

/** False for a wrong password and for a missing or malformed hash alike. */
export async function verifyPassword(storedHash: string | null, plain: string): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check when there is no user to check against, so the answer time does
 * not tell an unknown user from a wrong password.
 */
export async function verifyDecoy(plain: string): Promise<false> {
  decoyHash ??= hash('questline-decoy-password');
  await verifyPassword(await decoyHash, plain);
  return false;
}
