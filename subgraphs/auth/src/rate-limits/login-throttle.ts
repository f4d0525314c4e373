import { translate, rateLimited, type Locale } from '@dukkan/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { messages } from '../validation/messages.ts';

/**
 * Login attempts are limited per account from one address, per account from everywhere, and per address. Failures
 * live in PostgreSQL so every gateway and subgraph instance counts the same attempts; a success clears the account's
 * failures. Five wrong passwords lock the account for the address they came from only: a stranger typing an owner's
 * e-mail could otherwise keep the owner out from every address (found by exploratory QA). Guessing from many
 * addresses is held by the account's own, larger limit.
 */
export const WINDOW_MINUTES = 15;
export const ACCOUNT_LIMIT = 5;
export const ACCOUNT_EVERYWHERE_LIMIT = 50;
export const ADDRESS_LIMIT = 20;

export interface LoginKey {
  account: string;
  address: string;
}

/** Holds the account's login lock until the transaction ends. */
export async function lockAccount(em: EntityManager, key: LoginKey): Promise<void> {
  await em.execute("SELECT pg_advisory_xact_lock(hashtext('auth-login:' || ?))", [key.account]);
}

/** Throws a 429 error when a limit is reached; a refused attempt is not counted and changes nothing. */
export async function assertLoginAllowed(em: EntityManager, key: LoginKey, locale: Locale): Promise<void> {
  const [row] = await em.execute<Array<{ pair: number; account: number; address: number; pair_at: Date | null; account_at: Date | null; address_at: Date | null }>>(
    `WITH recent AS (
       SELECT account, address, created_at FROM auth_login_failure
        WHERE (account = ? OR address = ?) AND created_at > now() - make_interval(mins => ?))
     SELECT count(*) FILTER (WHERE account = ? AND address = ?)::int AS pair,
            count(*) FILTER (WHERE account = ?)::int AS account,
            count(*) FILTER (WHERE address = ?)::int AS address,
            min(created_at) FILTER (WHERE account = ? AND address = ?) AS pair_at,
            min(created_at) FILTER (WHERE account = ?) AS account_at,
            min(created_at) FILTER (WHERE address = ?) AS address_at
       FROM recent`,
    [key.account, key.address, WINDOW_MINUTES, key.account, key.address, key.account, key.address, key.account, key.address, key.account, key.address],
  );
  // When the limit reached opens again: its oldest failure leaves the window.
  const since = [
    row.pair >= ACCOUNT_LIMIT ? row.pair_at : null,
    row.account >= ACCOUNT_EVERYWHERE_LIMIT ? row.account_at : null,
    row.address >= ADDRESS_LIMIT ? row.address_at : null,
  ].filter((at): at is Date => at !== null).map((at) => new Date(at).getTime());
  if (!since.length) return;
  const seconds = Math.max(1, Math.ceil((Math.max(...since) + WINDOW_MINUTES * 60_000 - Date.now()) / 1000));
  throw rateLimited(translate(messages, locale, 'throttle', { wait: waitIn(seconds, locale) }), seconds);
}

/** "12 minutes", "45 seconds", "١٢ دقيقة": the wait in the unit a person reads (it was "673 seconds"). */
function waitIn(seconds: number, locale: Locale): string {
  const minutes = Math.ceil(seconds / 60);
  const n = seconds < 60 ? seconds : minutes;
  const digits = locale === 'ar' ? n.toLocaleString('ar-EG') : String(n);
  if (locale === 'ar') {
    if (seconds < 60) return n === 1 ? 'ثانية واحدة' : n === 2 ? 'ثانيتين' : n <= 10 ? `${digits} ثوانٍ` : `${digits} ثانية`;
    return n === 1 ? 'دقيقة واحدة' : n === 2 ? 'دقيقتين' : n <= 10 ? `${digits} دقائق` : `${digits} دقيقة`;
  }
  return seconds < 60 ? `${n} second${n === 1 ? '' : 's'}` : `${n} minute${n === 1 ? '' : 's'}`;
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
