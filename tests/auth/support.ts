import pg from 'pg';
import type { TestApp } from '../helpers/test-app.ts';

let counter = 0;

/** A fresh sign-up body; every call uses a new address. */
export function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    store_name: `Riyadh Dates ${counter}`,
    email: `owner${counter}.${Date.now()}@example.com`,
    password: 'correct horse battery',
    uuid: null,
    shop: null,
    timezone: 'Asia/Riyadh',
    ...overrides,
  };
}

/** Registers through REST and returns the token, the user and the body that was sent. */
export async function register(app: TestApp, overrides: Record<string, unknown> = {}) {
  const account = newAccount(overrides);
  const response = await app.api('POST', '/auth/register', { body: account });
  if (response.status !== 200) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { account, token: response.body.data.token as string, user: response.body.data.user };
}

/** Reads the test database directly: what a user cannot see but must not change (row counts, the outbox). */
export async function query<T = any>(app: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** How many accounts, stores, sessions and members exist: every failure must leave these unchanged. */
export async function counts(app: TestApp) {
  const [row] = await query(
    app,
    `SELECT (SELECT count(*) FROM auth_user)::int AS users, (SELECT count(*) FROM store)::int AS stores,
            (SELECT count(*) FROM auth_session)::int AS sessions, (SELECT count(*) FROM store_member)::int AS members`,
  );
  return row as { users: number; stores: number; sessions: number; members: number };
}

/** The newest mail the outbox holds for an address. */
export async function lastMailTo(app: TestApp, email: string) {
  const rows = await query(app, 'SELECT kind, subject, body_text, link FROM auth_outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1', [email]);
  return rows[0] as { kind: string; subject: string; body_text: string; link: string } | undefined;
}
