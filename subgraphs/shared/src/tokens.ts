import { createHash, randomBytes } from 'node:crypto';

/** A new bearer token: 32 random bytes. Only its hash is stored, so a database leak yields no usable token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
