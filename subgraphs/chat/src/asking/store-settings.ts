import type pg from 'pg';

export interface StoreSettings {
  timezone: string;
  currency: string;
}

const cache = new Map<string, { value: StoreSettings; until: number }>();
const TTL_MS = 30_000;

/**
 * The store's timezone and currency, which every period and amount in an answer depends on. Read from the store
 * subgraph's table (read-only) and kept for a few seconds: a question should not pay a round trip for them.
 */
export async function storeSettingsOf(pool: pg.Pool, storeId: string): Promise<StoreSettings> {
  const hit = cache.get(storeId);
  if (hit && hit.until > Date.now()) return hit.value;
  const { rows } = await pool.query('SELECT timezone, currency FROM store WHERE id = $1', [storeId]);
  const value: StoreSettings = { timezone: validTimezone(rows[0]?.timezone) ?? 'UTC', currency: rows[0]?.currency || 'USD' };
  cache.set(storeId, { value, until: Date.now() + TTL_MS });
  return value;
}

function validTimezone(zone: unknown): string | null {
  if (typeof zone !== 'string' || !zone) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}
