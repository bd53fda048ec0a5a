// Password hashing as OWASP's Password Storage Cheat Sheet asks for scrypt: N=2^17, r=8, p=1 (128 MiB,
// about a third of a second here). better-auth's default (N=2^14, r=16, p=1) does a quarter of that
// work. Hashes carry their parameters ("$scrypt$ln=17,r=8,p=1$salt$key"), so they can be raised later;
// hashes written with better-auth's default ("salt:key") still verify.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { verifyPassword as verifyBetterAuthDefault } from 'better-auth/crypto';

export const SCRYPT_PARAMETERS = { ln: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, { ln, r, p }: { ln: number; r: number; p: number }): Promise<Buffer> {
  const N = 2 ** ln;
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r * p };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT_PARAMETERS);
  const { ln, r, p } = SCRYPT_PARAMETERS;
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
