/** Password hashing with scrypt (a memory-hard KDF) and a per-password random salt. */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const N = 16_384;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;

function derive(
  password: string,
  salt: Buffer,
  n: number,
  blockSize: number,
  parallel: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: n, r: blockSize, p: parallel, maxmem: 64 * 1024 * 1024 },
      (error, key) => {
        if (error) reject(error);
        else resolve(key);
      },
    );
  });
}

/** Hashes a password: `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, blockSize, parallel, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(blockSize),
    Number(parallel),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}
