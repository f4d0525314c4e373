import {
  newToken, hashToken, translate, connectionOf, offsetOf, localIdOf, mayManageTeam, MEMBER_ROLES, requireTeamManager,
  type ConnectionArgs, type SubgraphContext,
} from '@dukkan/shared';
import { addStoreMember, storeExists, storeNameOf } from '@dukkan/store/stores/provision.ts';
import { User, fullNameOf } from '../users/user.entity.ts';
import { NO_PASSWORD } from '../passwords/password-hash.ts';
import { openSession } from '../sessions/sessions.ts';
import { deliverMail } from '../mail/mailer.ts';
import { invitationMail, welcomeMemberMail } from '../mail/templates.ts';
import { issueReset, resetLink } from '../password-resets/reset-tokens.ts';
import { Validator } from '../validation/validator.ts';
import { messages } from '../validation/messages.ts';
import { findUserByEmail, isUniqueViolation, rejected, signedInUser, splitName } from '../accounts/payloads.ts';
import { Invitation } from './invitation.entity.ts';
import { INVITATION_DAYS, claimInvitation, invitationView, openInvitation, type InvitationView } from './invitation-codes.ts';

interface AcceptInput {
  inviteCode?: unknown;
  name?: unknown;
  email?: unknown;
  phone?: unknown;
}

class InvitationGone extends Error {}

export const invitationResolvers = {
  Invitation: {
    storeName: (invitation: InvitationView, _: unknown, ctx: SubgraphContext) => storeNameOf(ctx.em, invitation.storeId),
    invitedBy: async (invitation: InvitationView, _: unknown, ctx: SubgraphContext) => {
      const inviter = await ctx.em.findOne(User, { id: invitation.inviterId });
      return inviter ? fullNameOf(inviter) : null;
    },
  },
  Store: {
    // Open invitations name the addresses asked to join: the team's managers see them, members see none.
    invitations: async (store: { id: string }, args: ConnectionArgs, ctx: SubgraphContext) => {
      const page = offsetOf(args, 50);
      const storeId = localIdOf(store.id, 'Store');
      if (!storeId || storeId !== ctx.caller.storeId || !mayManageTeam(ctx.caller)) return connectionOf([], page, 0);
      const [rows, total] = await ctx.em.findAndCount(
        Invitation,
        { storeId, acceptedAt: null, expiresAt: { $gt: new Date() } },
        { orderBy: { id: 'desc' }, limit: page.limit + 1, offset: page.offset },
      );
      return connectionOf(rows.map(invitationView), page, total);
    },
  },
  Query: {
    invitation: async (_: unknown, { code }: { code: string }, ctx: SubgraphContext) => {
      const invitation = await openInvitation(ctx.em, code);
      return invitation ? invitationView(invitation) : null;
    },
  },
  Mutation: {
    inviteMember: async (_: unknown, { input }: { input: { email?: unknown; role?: unknown } }, ctx: SubgraphContext) => {
      const inviter = await signedInUser(ctx);
      requireTeamManager(ctx.caller);
      const { locale } = ctx.caller;
      const storeId = ctx.caller.storeId!;
      const check = new Validator(locale);
      const email = check.email('email', input.email, false);
      const role = check.optional('role', input.role, 20) ?? 'member';
      if (!MEMBER_ROLES.includes(role)) check.add('role', 'in');
      if (check.failed) return rejected(check.errors, { inviteCode: null, inviteUrl: null, invitation: null, message: null });

      const code = newToken();
      const invitation = ctx.em.create(Invitation, {
        storeId,
        codeHash: hashToken(code),
        email,
        role,
        invitedBy: inviter,
        expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 3600 * 1000),
      });
      await ctx.em.flush();
      const inviteUrl = `${ctx.runtime.settings.appUrl}/invite/${code}`;
      if (email) await deliverMail(ctx.em, ctx.runtime.settings, invitationMail(email, inviteUrl, locale, { inviter: fullNameOf(inviter), store: await storeNameOf(ctx.em, storeId) }));
      return { inviteCode: code, inviteUrl, invitation: invitationView(invitation), message: translate(messages, locale, 'invitationSent'), userErrors: [] };
    },

    revokeInvitation: async (_: unknown, { input }: { input: { invitationId: string } }, ctx: SubgraphContext) => {
      requireTeamManager(ctx.caller);
      const id = localIdOf(input.invitationId, 'Invitation');
      // Another store's invitation, a used or expired one and an unknown id are all "invalid or expired".
      const revoked = id && /^\d{1,18}$/.test(id)
        ? await ctx.em.nativeUpdate(Invitation, { id, storeId: ctx.caller.storeId!, acceptedAt: null, expiresAt: { $gt: new Date() } }, { expiresAt: new Date() })
        : 0;
      if (!revoked) {
        const check = new Validator(ctx.caller.locale);
        check.add('invitationId', 'invitationInvalid');
        return rejected(check.errors, { revokedInvitationId: null });
      }
      return { revokedInvitationId: input.invitationId, userErrors: [] };
    },

    acceptInvitation: async (_: unknown, { input }: { input: AcceptInput }, ctx: SubgraphContext) => {
      const check = new Validator(ctx.caller.locale);
      const code = check.required('invite_code', input.inviteCode, 200);
      const name = check.required('name', input.name);
      const email = check.email('email', input.email);
      const phone = check.phone('phone', input.phone);
      const invitation = code ? await openInvitation(ctx.em, code) : null;
      if (code && !invitation) check.add('invite_code', 'invitationInvalid');
      if (invitation?.email && email && invitation.email !== email) check.add('email', 'invitationOtherEmail');
      if (email && (await findUserByEmail(ctx.em, email))) check.add('email', 'emailTaken');
      const none = { token: null, user: null };
      if (check.failed || !invitation || !name || !email) return rejected(check.errors, none);

      try {
        const { token, user, resetToken } = await ctx.em.transactional(async (em) => {
          // The new member has no password yet; they get a link to set one, and are signed in meanwhile.
          const user = em.create(User, { email, passwordHash: NO_PASSWORD, phone, ...splitName(name), emailVerifiedAt: invitation.email ? new Date() : null });
          await em.flush();
          if (!(await storeExists(em, invitation.storeId)) || !(await claimInvitation(em, invitation.id, user.id))) throw new InvitationGone();
          await addStoreMember(em, invitation.storeId, user.id, invitation.role);
          return { token: openSession(em, user, ctx.caller.ip), user, resetToken: await issueReset(em, user) };
        });
        const link = resetLink(ctx.runtime.settings, resetToken, user.email);
        // A welcome that asks for a first password (the reset mail said a reset was requested, "ignore it if not you").
        await deliverMail(ctx.em, ctx.runtime.settings, welcomeMemberMail(user.email, link, ctx.caller.locale, await storeNameOf(ctx.em, invitation.storeId)));
        return { token, user, userErrors: [] };
      } catch (error) {
        if (error instanceof InvitationGone) check.add('invite_code', 'invitationInvalid');
        else if (isUniqueViolation(error)) check.add('email', 'emailTaken');
        else throw error;
        return rejected(check.errors, none);
      }
    },
  },
};
