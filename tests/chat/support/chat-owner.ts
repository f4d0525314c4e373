import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { encodeCaller, type Caller } from '@dukkan/shared';
import type { TestApp } from '../../helpers/test-app.ts';

export interface ChatOwner {
  token: string;
  userId: string;
  storeId: string;
  /** The signed caller the gateway would send the chat subgraph for this owner. */
  signedCaller(locale?: 'en' | 'ar'): string;
}

/** Signs up a store owner through REST, as the web app does, and reads back the ids the test needs. */
export async function signUpOwner(app: TestApp, storeName: string, timezone = 'Asia/Riyadh'): Promise<ChatOwner> {
  const email = `chat-${randomBytes(5).toString('hex')}@example.com`;
  const response = await app.api('POST', '/auth/register', {
    body: { store_name: storeName, email, password: 'correct horse battery', uuid: null, shop: null, timezone },
  });
  if (response.status !== 200) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  const [row] = await query(
    app,
    `SELECT u.id AS user_id, m.store_id, s.id AS session_id FROM auth_user u JOIN store_member m ON m.user_id = u.id
       JOIN auth_session s ON s.user_id = u.id WHERE lower(u.email) = lower($1) ORDER BY s.id DESC LIMIT 1`,
    [email],
  );
  const chat = app.subgraphs.find((subgraph) => subgraph.runtime.name === 'chat')!;
  const owner = { token: response.body.data.token as string, userId: String(row.user_id), storeId: String(row.store_id) };
  return {
    ...owner,
    signedCaller: (locale = 'en') => {
      const caller: Caller = { userId: owner.userId, sessionId: String(row.session_id), storeId: owner.storeId, role: 'owner', locale, ip: '127.0.0.1', country: null };
      return encodeCaller(caller, chat.runtime.settings.internalSecret);
    },
  };
}

/** Reads or writes the test database directly (warehouse seeding, checks a user cannot make). */
export async function query<T = any>(app: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
