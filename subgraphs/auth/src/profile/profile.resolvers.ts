import { translate, type SubgraphContext } from '@dukkan/shared';
import { setOwnedStoreTimezone } from '@dukkan/store/stores/provision.ts';
import { hashPassword, verifyPassword } from '../passwords/password-hash.ts';
import { revokeSessionsOf } from '../sessions/sessions.ts';
import { Validator } from '../validation/validator.ts';
import { messages } from '../validation/messages.ts';
import { rejected, signedInUser, splitName } from '../accounts/payloads.ts';

export const profileResolvers = {
  Mutation: {
    completeProfile: async (_: unknown, { input }: { input: { role?: unknown; name?: unknown; timezone?: unknown } }, ctx: SubgraphContext) => {
      const user = await signedInUser(ctx);
      const check = new Validator(ctx.caller.locale);
      const role = check.required('role', input.role, 100);
      const name = check.required('name', input.name);
      const timezone = check.timezone('timezone', input.timezone, true);
      if (check.failed || !role || !name || !timezone) return rejected(check.errors, { user: null, message: null });
      Object.assign(user, { role, timezone, ...splitName(name) });
      await ctx.em.transactional(async (em) => {
        await em.flush();
        if (ctx.caller.storeId) await setOwnedStoreTimezone(em, ctx.caller.storeId, user.id, timezone);
      });
      return { user, message: translate(messages, ctx.caller.locale, 'profileCompleted'), userErrors: [] };
    },

    changePassword: async (
      _: unknown,
      { input }: { input: { currentPassword?: unknown; password?: unknown; passwordConfirmation?: unknown } },
      ctx: SubgraphContext,
    ) => {
      const user = await signedInUser(ctx);
      const check = new Validator(ctx.caller.locale);
      const current = check.required('current_password', input.currentPassword, 128) === null ? null : (input.currentPassword as string);
      const password = check.password('password', input.password);
      if (password && input.passwordConfirmation != null && input.passwordConfirmation !== password) check.add('password', 'confirmed');
      if (!check.failed && current && !(await verifyPassword(current, user.passwordHash))) check.add('current_password', 'currentPassword');
      if (check.failed || !password) return rejected(check.errors, { message: null });

      const passwordHash = await hashPassword(password);
      await ctx.em.transactional(async (em) => {
        user.passwordHash = passwordHash;
        // Whoever else holds a session (a lost phone, a shared computer) is signed out; this device stays in.
        await revokeSessionsOf(em, user.id, ctx.caller.sessionId);
      });
      return { message: translate(messages, ctx.caller.locale, 'passwordChanged'), userErrors: [] };
    },
  },
};
