import { ErrorCode, UserFacingError, translate, type SubgraphContext } from '@dukkan/shared';
import { provisionStore } from '@dukkan/store/stores/provision.ts';
import { User } from '../users/user.entity.ts';
import { hashPassword } from '../passwords/password-hash.ts';
import { openSession } from '../sessions/sessions.ts';
import { Validator } from '../validation/validator.ts';
import { messages } from '../validation/messages.ts';
import { findUserByEmail, isUniqueViolation, rejected } from './payloads.ts';

interface RegisterInput {
  storeName?: unknown;
  email?: unknown;
  password?: unknown;
  uuid?: unknown;
  shop?: unknown;
  timezone?: unknown;
}

const none = { token: null, user: null };

export const registerResolvers = {
  Mutation: {
    register: async (_: unknown, { input }: { input: RegisterInput }, ctx: SubgraphContext) => {
      const check = new Validator(ctx.caller.locale);
      const storeName = check.required('store_name', input.storeName);
      const email = check.email('email', input.email);
      const password = check.password('password', input.password);
      const uuid = check.optional('uuid', input.uuid);
      const shop = check.optional('shop', input.shop);
      const timezone = check.timezone('timezone', input.timezone, false);
      if (email && (await findUserByEmail(ctx.em, email))) check.add('email', 'emailTaken');
      if (check.failed || !storeName || !email || !password) return rejected(check.errors, none);

      const passwordHash = await hashPassword(password);
      try {
        // One transaction for the user, their store and membership, and the session: all or nothing.
        return await ctx.em.transactional(async (em) => {
          const user = em.create(User, { email, passwordHash, businessName: storeName, timezone });
          await em.flush();
          await provisionStore(em, { name: storeName, timezone, installUuid: uuid, shopDomain: shop, ownerUserId: user.id });
          const token = openSession(em, user, ctx.caller.ip);
          return { token, user, userErrors: [] };
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          check.add('email', 'emailTaken');
          return rejected(check.errors, none);
        }
        // Nothing was kept (the transaction rolled back), so the person can simply try again.
        console.error(`[auth] registration rolled back: ${(error as Error).message}`);
        throw new UserFacingError(ErrorCode.unavailable, translate(messages, ctx.caller.locale, 'storeFailed'));
      }
    },
  },
};
