import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { hashToken, newToken, toGlobalId } from '@dukkan/shared';
import type { TestApp } from '../../helpers/test-app.ts';

export interface StoreOwner {
  email: string;
  token: string;
  userId: string;
  storeId: string;
}

/**
 * Registers a store owner through REST (`POST /api/auth/register`). While that call is not served yet (404/501),
 * writes the same rows the auth and store subgraphs would (user, store, membership, session) so the gateway's
 * session check is exercised for real either way.
 */
export async function signUpStoreOwner(app: TestApp, storeName: string): Promise<StoreOwner> {
  const email = `owner-${randomBytes(4).toString('hex')}@example.com`;
  const registered = await app.api('POST', '/auth/register', {
    body: { store_name: storeName, email, password: 'Secret-pass-123', uuid: '', shop: '', timezone: 'Asia/Riyadh' },
  });
  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  try {
    if (registered.status === 200 || registered.status === 201) {
      const { rows } = await db.query(
        'SELECT u.id AS user_id, m.store_id FROM auth_user u JOIN store_member m ON m.user_id = u.id WHERE lower(u.email) = lower($1)',
        [email],
      );
      return { email, token: registered.body.data.token, userId: String(rows[0].user_id), storeId: String(rows[0].store_id) };
    }
    if (registered.status !== 404 && registered.status !== 501) throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
    const token = newToken();
    const user = await db.query("INSERT INTO auth_user (email, password_hash) VALUES ($1, 'not-a-hash') RETURNING id", [email]);
    const store = await db.query('INSERT INTO store (name) VALUES ($1) RETURNING id', [storeName]);
    const [userId, storeId] = [String(user.rows[0].id), String(store.rows[0].id)];
    await db.query("INSERT INTO store_member (store_id, user_id, role, is_default) VALUES ($1, $2, 'owner', true)", [storeId, userId]);
    await db.query("INSERT INTO auth_session (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')", [userId, hashToken(token)]);
    return { email, token, userId, storeId };
  } finally {
    await db.end();
  }
}

/**
 * Opens a conversation in the owner's store as the chat subgraph stores it; returns its global id and row id.
 * A random row id keeps its pub/sub topic apart from other test files sharing one Redis.
 */
export async function openConversation(databaseUrl: string, owner: StoreOwner, title = 'Sales this week'): Promise<{ id: string; rowId: string }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const rowId = String(1_000_000 + randomBytes(3).readUIntBE(0, 3));
    const { rows } = await db.query('INSERT INTO chat_conversation (id, store_id, user_id, title) VALUES ($1, $2, $3, $4) RETURNING id', [rowId, owner.storeId, owner.userId, title]);
    return { id: toGlobalId('Conversation', rows[0].id), rowId: String(rows[0].id) };
  } finally {
    await db.end();
  }
}
