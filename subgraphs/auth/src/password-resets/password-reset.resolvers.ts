import { translate, type SubgraphContext } from '@dukkan/shared';
import { User } from '../users/user.entity.ts';
import { hashPassword } from '../passwords/password-hash.ts';
import { revokeSessionsOf } from '../sessions/sessions.ts';
import { clearLoginFailures } from '../rate-limits/login-throttle.ts';
import { deliverMail } from '../mail/mailer.ts';
import { passwordResetMail } from '../mail/templates.ts';
import { Validator } from '../validation/validator.ts';
import { messages } from '../validation/messages.ts';
import { findUserByEmail, rejected } from '../accounts/payloads.ts';
import { issueReset, resetLink, resetRequestedRecently, spendReset } from './reset-tokens.ts';

const none = { message: null };

export const passwordResetResolvers = {
  Mutation: {
    requestPasswordReset: async (_: unknown, { input }: { input: { email?: unknown } }, ctx: SubgraphContext) => {
      const check = new Validator(ctx.caller.locale);
      const email = check.email('email', input.email);
      if (check.failed || !email) return rejected(check.errors, none);
      const user = await findUserByEmail(ctx.em, email);
      if (user && !(await resetRequestedRecently(ctx.em, user.id))) {
        const token = await ctx.em.transactional((em) => issueReset(em, user));
        await deliverMail(ctx.em, ctx.runtime.settings, passwordResetMail(user.email, resetLink(ctx.runtime.settings, token, user.email), ctx.caller.locale));
      }
      // The same answer for unknown addresses, so the form cannot be used to find out who has an account.
      return { message: translate(messages, ctx.caller.locale, 'resetLinkSent'), userErrors: [] };
    },

    resetPassword: async (
      _: unknown,
      { input }: { input: { token?: unknown; email?: unknown; password?: unknown; passwordConfirmation?: unknown } },
      ctx: SubgraphContext,
    ) => {
      const check = new Validator(ctx.caller.locale);
      const token = check.required('token', input.token, 200);
      const email = check.email('email', input.email, false);
      const password = check.password('password', input.password);
      if (password && input.passwordConfirmation != null && input.passwordConfirmation !== password) check.add('password', 'confirmed');
      if (check.failed || !token || !password) return rejected(check.errors, none);

      const passwordHash = await hashPassword(password);
      const done = await ctx.em.transactional(async (em) => {
        const userId = await spendReset(em, token);
        const user = userId ? await em.findOne(User, { id: userId }) : null;
        // A token for another address is as good as no token; the transaction rolls the spending back.
        if (!user || (email && user.email !== email)) throw new WrongToken();
        user.passwordHash = passwordHash;
        await revokeSessionsOf(em, user.id);
        await clearLoginFailures(em, { account: user.email, address: '' });
        return true;
      }).catch((error) => {
        if (error instanceof WrongToken) return false;
        throw error;
      });
      if (!done) {
        check.add('token', 'resetTokenInvalid');
        return rejected(check.errors, none);
      }
      return { message: translate(messages, ctx.caller.locale, 'passwordReset'), userErrors: [] };
    },
  },
};

class WrongToken extends Error {}
