import { hashToken, toGlobalId } from '@dukkan/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Invitation } from './invitation.entity.ts';

export const INVITATION_DAYS = 7;

/** An invitation that can still be accepted, by its code. */
export async function openInvitation(em: EntityManager, code: string): Promise<Invitation | null> {
  if (code.length > 200) return null;
  return em.findOne(Invitation, { codeHash: hashToken(code), acceptedAt: null, expiresAt: { $gt: new Date() } });
}

/** Marks an invitation accepted; false when a concurrent acceptance won. */
export async function claimInvitation(em: EntityManager, invitationId: string, userId: string): Promise<boolean> {
  const claimed = await em.nativeUpdate(Invitation, { id: invitationId, acceptedAt: null }, { acceptedAt: new Date(), acceptedUser: userId });
  return claimed === 1;
}

/** What GraphQL shows of an invitation; the store's and inviter's names are resolved only when asked for. */
export function invitationView(invitation: Invitation) {
  return { id: toGlobalId('Invitation', invitation.id), email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt.toISOString(), storeId: invitation.storeId, inviterId: invitation.invitedBy.id };
}

export type InvitationView = ReturnType<typeof invitationView>;
