import type pg from 'pg';
import { hashToken } from '@dukkan/shared';

export interface SessionIdentity {
  userId: string;
  sessionId: string;
  storeId: string | null;
  role: string | null;
}

/**
 * Resolves a bearer token to its user and store. The gateway reads the auth subgraph's session table (read-only)
 * so every REST, GraphQL and WebSocket request shares one check, without a network hop per request.
 * `requestedStoreId` picks another store the user belongs to (X-Store-Id); otherwise their default store.
 */
export async function lookupSession(pool: pg.Pool, token: string, requestedStoreId?: string | null): Promise<SessionIdentity | null> {
  if (!token || token.length > 200) return null;
  const { rows } = await pool.query(
    `SELECT s.id AS session_id, s.user_id, m.store_id, m.role
       FROM auth_session s
       LEFT JOIN LATERAL (
         SELECT store_id, role FROM store_member
          WHERE user_id = s.user_id AND ($2::bigint IS NULL OR store_id = $2::bigint)
          ORDER BY is_default DESC, id ASC LIMIT 1) m ON true
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [hashToken(token), requestedStoreId && /^\d{1,18}$/.test(requestedStoreId) ? requestedStoreId : null],
  );
  const row = rows[0];
  if (!row) return null;
  return { userId: String(row.user_id), sessionId: String(row.session_id), storeId: row.store_id ? String(row.store_id) : null, role: row.role ?? null };
}
