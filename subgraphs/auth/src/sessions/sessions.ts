import { newToken, hashToken } from '@dukkan/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from './session.entity.ts';
import { User } from '../users/user.entity.ts';

/** Sessions last 30 days; signing in again starts a new one. */
export const SESSION_DAYS = 30;

/** Starts a session and returns its bearer token: the only time the token exists outside the client. */
export function openSession(em: EntityManager, user: User, ip: string | null): string {
  const token = newToken();
  em.create(Session, {
    user: em.getReference(User, user.id),
    tokenHash: hashToken(token),
    ip,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000),
  });
  return token;
}

export async function revokeSession(em: EntityManager, sessionId: string): Promise<void> {
  await em.nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
}

/** Revokes every live session of a user, except the one given (the caller's own, when they stay signed in). */
export async function revokeSessionsOf(em: EntityManager, userId: string, except: string | null = null): Promise<void> {
  await em.nativeUpdate(
    Session,
    { user: userId, revokedAt: null, ...(except ? { id: { $ne: except } } : {}) },
    { revokedAt: new Date() },
  );
}
