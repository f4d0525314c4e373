import { newToken, hashToken, type Settings } from '@dukkan/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PasswordReset } from './password-reset.entity.ts';
import { User } from '../users/user.entity.ts';

export const RESET_MINUTES = 60;
/** One reset mail per account per minute, whatever is asked: stops mail-bombing an address. */
export const RESET_COOLDOWN_SECONDS = 60;

/** Issues a reset token for a user, voiding any earlier one. Returns the token (mailed, never stored). */
export async function issueReset(em: EntityManager, user: User): Promise<string> {
  await em.nativeUpdate(PasswordReset, { user: user.id, usedAt: null }, { usedAt: new Date() });
  const token = newToken();
  em.create(PasswordReset, {
    user: em.getReference(User, user.id),
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_MINUTES * 60 * 1000),
  });
  return token;
}

export async function resetRequestedRecently(em: EntityManager, userId: string): Promise<boolean> {
  const since = new Date(Date.now() - RESET_COOLDOWN_SECONDS * 1000);
  return (await em.count(PasswordReset, { user: userId, createdAt: { $gt: since } })) > 0;
}

/** Spends a reset token: at most one caller ever gets its user back, and only within its 60 minutes. */
export async function spendReset(em: EntityManager, token: string): Promise<string | null> {
  const rows = await em.execute<Array<{ user_id: string }>>(
    'UPDATE auth_password_reset SET used_at = now() WHERE token_hash = ? AND used_at IS NULL AND expires_at > now() RETURNING user_id',
    [hashToken(token)],
  );
  return rows[0] ? String(rows[0].user_id) : null;
}

export function resetLink(settings: Settings, token: string, email: string): string {
  return `${settings.appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}
