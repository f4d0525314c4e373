import { unauthenticated, translate, type SubgraphContext } from '@dukkan/shared';
import { attachInstall, defaultStoreIdOf } from '@dukkan/store/stores/provision.ts';
import { verifyPassword } from '../passwords/password-hash.ts';
import { openSession, revokeSession } from '../sessions/sessions.ts';
import { assertLoginAllowed, clearLoginFailures, lockAccount, recordLoginFailure } from '../rate-limits/login-throttle.ts';
import { Validator } from '../validation/validator.ts';
import { messages } from '../validation/messages.ts';
import { findUserByEmail, rejected } from './payloads.ts';

interface LoginInput {
  email?: unknown;
  password?: unknown;
  uuid?: unknown;
  shop?: unknown;
  timezone?: unknown;
}

const none = { token: null, user: null };

export const loginResolvers = {
  Mutation: {
    login: async (_: unknown, { input }: { input: LoginInput }, ctx: SubgraphContext) => {
      const check = new Validator(ctx.caller.locale);
      const email = check.email('email', input.email);
      const password = check.required('password', input.password, 128) === null ? null : (input.password as string);
      const uuid = check.optional('uuid', input.uuid);
      const shop = check.optional('shop', input.shop);
      const timezone = check.timezone('timezone', input.timezone, false);
      if (check.failed || !email || !password) return rejected(check.errors, none);

      const key = { account: email, address: ctx.caller.ip };
      // One attempt per account at a time: parallel guesses cannot all slip under the limit before it counts them.
      return ctx.em.transactional(async (em) => {
        await lockAccount(em, key);
        await assertLoginAllowed(em, key, ctx.caller.locale);
        const user = await findUserByEmail(em, email);
        if (!(await verifyPassword(password, user?.passwordHash)) || !user) {
          await recordLoginFailure(em, key);
          check.add('email', 'failed');
          return rejected(check.errors, none);
        }
        await clearLoginFailures(em, key);
        // The browser's timezone fills a profile that has none; a chosen one is never overwritten.
        if (timezone && !user.timezone) user.timezone = timezone;
        const storeId = await defaultStoreIdOf(em, user.id);
        if (storeId) await attachInstall(em, storeId, uuid, shop);
        const token = openSession(em, user, ctx.caller.ip);
        return { token, user, userErrors: [] };
      });
    },

    logout: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
      if (!ctx.caller.sessionId) throw unauthenticated(ctx.caller.locale);
      await revokeSession(ctx.em, ctx.caller.sessionId);
      return { message: translate(messages, ctx.caller.locale, 'loggedOut'), userErrors: [] };
    },
  },
};
