// Password hashing as OWASP's Password Storage Cheat Sheet asks for scrypt: N=2^17, r=8, p=1 (128 MiB,
// about a third of a second here). better-auth's default (N=2^14, r=16, p=1) does a quarter of that
// work. Hashes carry their parameters ("$scrypt$ln=17,r=8,p=1$salt$key"), so they can be raised later;
// hashes written with better-auth's default ("salt:key") still verify. PASSWORD_HASH_COST sets ln for new
// hashes: the tests use a cheaper one, as for the bot check (a hash of 2^12 takes a few milliseconds).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { verifyPassword as verifyBetterAuthDefault } from 'better-auth/crypto';

export const SCRYPT_PARAMETERS = { ln: 17, r: 8, p: 1 } as const;
/** The cost (log2 of scrypt's N) the tests hash with: a few milliseconds a hash, where OWASP's takes a third of a second. */
export const TEST_PASSWORD_HASH_COST = 12;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, { ln, r, p }: { ln: number; r: number; p: number }): Promise<Buffer> {
  const N = 2 ** ln;
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r * p };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** A new hash of the password, with scrypt's cost `ln` (log2 of N; OWASP's 17 unless told). */
export async function hashPassword(password: string, ln: number = SCRYPT_PARAMETERS.ln): Promise<string> {
  const salt = randomBytes(16);
  const { r, p } = SCRYPT_PARAMETERS;
  const key = await derive(password, salt, { ln, r, p });
  return `$scrypt$ln=${ln},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const ENCODED = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/;

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const match = ENCODED.exec(hash);
  if (!match) return hash.includes(':') ? verifyBetterAuthDefault({ hash, password }) : false;
  const [, ln, r, p, salt, key] = match;
  const expected = Buffer.from(key!, 'base64url');
  const actual = await derive(password, Buffer.from(salt!, 'base64url'), { ln: Number(ln), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
