import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Database passwords are sealed with AES-256-GCM under a key derived from the ENCRYPTION_KEY setting, so a copy of
 * the database alone yields no usable credential. Format: `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
function keyOf(secret: string): Buffer {
  return createHash('sha256').update(`dukkan/data-source/${secret}`).digest();
}

export function sealSecret(encryptionKey: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(encryptionKey), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The plaintext, or null when the value was sealed under another key or tampered with. */
export function openSecret(encryptionKey: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(encryptionKey), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
