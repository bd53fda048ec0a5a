import { hashPassword as betterAuthHash } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_PARAMETERS, TEST_PASSWORD_HASH_COST, verifyPassword } from './password-hash.ts';

describe('password hashes', () => {
  it('use scrypt with OWASP’s parameters, a salt of their own, and verify only the right password', async () => {
    const hash = await hashPassword('kilimanjaro42');
    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[\w-]{22}\$[\w-]{86}$/);
    expect(SCRYPT_PARAMETERS).toEqual({ ln: 17, r: 8, p: 1 });
    expect(await hashPassword('kilimanjaro42')).not.toBe(hash);
    expect(await verifyPassword({ hash, password: 'kilimanjaro42' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'kilimanjaro43' })).toBe(false);
    // The same text in another Unicode form is the same password.
    expect(await verifyPassword({ hash: await hashPassword('Café-2024x'), password: 'Cafe\u0301-2024x' })).toBe(true);
  });

  it('write a lower cost when asked (the tests’ own), and verify each hash with the cost it carries', async () => {
    const cheap = await hashPassword('kilimanjaro42', TEST_PASSWORD_HASH_COST);
    expect(cheap).toMatch(/^\$scrypt\$ln=12,r=8,p=1\$/);
    expect(await verifyPassword({ hash: cheap, password: 'kilimanjaro42' })).toBe(true);
    expect(await verifyPassword({ hash: cheap, password: 'kilimanjaro43' })).toBe(false);
  });

  it('still verify hashes written with better-auth’s default parameters, and refuse anything else', async () => {
    const old = await betterAuthHash('serengeti77');
    expect(await verifyPassword({ hash: old, password: 'serengeti77' })).toBe(true);
    expect(await verifyPassword({ hash: old, password: 'serengeti78' })).toBe(false);
    expect(await verifyPassword({ hash: 'not a hash', password: 'serengeti77' })).toBe(false);
  });
});
