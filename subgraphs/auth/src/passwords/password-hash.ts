import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: N=2^15, r=8, p=1 (about 32 MB and tens of milliseconds per hash), per OWASP's guidance. */
const COST: ScryptOptions = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;

/** Stored for accounts created without a password (accepted invitations): no password ever matches it. */
export const NO_PASSWORD = '!';

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`, so the cost can rise later without breaking existing hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash with the same cost, checked when the account does not exist, so timing does not reveal which e-mails exist. */
const DECOY = hashPassword('decoy password that matches nothing');

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored && stored.startsWith('scrypt$') ? stored : await DECOY).split('$');
  const [, n, r, p, salt, expected] = parts;
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p), maxmem: COST.maxmem });
  const wanted = Buffer.from(expected, 'base64url');
  const same = key.length === wanted.length && timingSafeEqual(key, wanted);
  return same && stored !== null && stored !== undefined && stored.startsWith('scrypt$');
}
