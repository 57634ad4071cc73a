import { describe, expect, it } from 'vitest';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords';

/** DESIGN.md "Passwords: argon2id". */
describe('passwords', () => {
  it('hashes with argon2id, salted, and verifies only the right password', async () => {
    const first = await hashPassword('secret-123');
    const second = await hashPassword('secret-123');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'secret-123')).toBe(true);
    expect(await verifyPassword(first, 'secret-124')).toBe(false);
  });

  it('treats a missing or malformed hash as a wrong password', async () => {
    expect(await verifyPassword(null, 'secret-123')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'secret-123')).toBe(false);
    expect(await verifyDecoy('secret-123')).toBe(false);
  });
});
