import { translate, UserFacingError, ErrorCode, type Locale } from '@dukkan/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { messages } from '../validation/messages.ts';

/**
 * Login attempts are limited per account and per address. Failures live in PostgreSQL so every gateway and
 * subgraph instance counts the same attempts; a success clears the account's failures.
 */
export const WINDOW_MINUTES = 15;
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 20;

export interface LoginKey {
  account: string;
  address: string;
}

/** Holds the account's login lock until the transaction ends. */
export async function lockAccount(em: EntityManager, key: LoginKey): Promise<void> {
  await em.execute("SELECT pg_advisory_xact_lock(hashtext('auth-login:' || ?))", [key.account]);
}

/** Throws a 429 error when either limit is reached; a refused attempt is not counted and changes nothing. */
export async function assertLoginAllowed(em: EntityManager, key: LoginKey, locale: Locale): Promise<void> {
  const [row] = await em.execute<Array<{ account_failures: number; address_failures: number; retry_at: Date | null }>>(
    `WITH recent AS (
       SELECT account, address, created_at FROM auth_login_failure
        WHERE (account = ? OR address = ?) AND created_at > now() - make_interval(mins => ?))
     SELECT count(*) FILTER (WHERE account = ?)::int AS account_failures,
            count(*) FILTER (WHERE address = ?)::int AS address_failures,
            min(created_at) + make_interval(mins => ?) AS retry_at
       FROM recent`,
    [key.account, key.address, WINDOW_MINUTES, key.account, key.address, WINDOW_MINUTES],
  );
  if (row.account_failures < ACCOUNT_LIMIT && row.address_failures < ADDRESS_LIMIT) return;
  const seconds = Math.max(1, Math.ceil(((row.retry_at ? new Date(row.retry_at).getTime() : Date.now()) - Date.now()) / 1000));
  throw new UserFacingError(ErrorCode.rateLimited, translate(messages, locale, 'throttle', { seconds }));
}

export async function recordLoginFailure(em: EntityManager, key: LoginKey): Promise<void> {
  await em.execute('INSERT INTO auth_login_failure (account, address) VALUES (?, ?)', [key.account, key.address]);
  // Keeps the table small without a scheduled job: failures older than the window count for nothing.
  await em.execute(`DELETE FROM auth_login_failure WHERE created_at < now() - make_interval(mins => ?) AND id IN (
    SELECT id FROM auth_login_failure ORDER BY id LIMIT 100)`, [WINDOW_MINUTES]);
}

export async function clearLoginFailures(em: EntityManager, key: LoginKey): Promise<void> {
  await em.execute('DELETE FROM auth_login_failure WHERE account = ?', [key.account]);
}
