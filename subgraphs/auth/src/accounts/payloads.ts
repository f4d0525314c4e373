import { unauthenticated, type FieldError, type SubgraphContext } from '@dukkan/shared';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.ts';

/** A payload that carries only field messages: the REST adapter answers it with 422. */
export function rejected<T extends object>(userErrors: FieldError[], empty: T): T & { userErrors: FieldError[] } {
  return { ...empty, userErrors };
}

/** The signed-in user, or a 401 for guests and for sessions revoked since the gateway looked them up. */
export async function signedInUser(ctx: SubgraphContext): Promise<User> {
  const user = ctx.caller.userId ? await ctx.em.findOne(User, { id: ctx.caller.userId }) : null;
  if (!user) throw unauthenticated(ctx.caller.locale);
  return user;
}

/** E-mails are stored lower-case, so this is the case-insensitive lookup the unique index enforces. */
export function findUserByEmail(em: EntityManager, email: string): Promise<User | null> {
  return em.findOne(User, { email: email.toLowerCase() });
}

/** True for PostgreSQL's unique violation: two sign-ups with one address racing past the duplicate check. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException || (error as { code?: string }).code === '23505';
}

/** "Sara Al Harbi" → first name Sara, last name Al Harbi. */
export function splitName(name: string): { firstName: string; lastName: string | null } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length ? rest.join(' ') : null };
}
