import type pg from 'pg';

export interface StoreSettings {
  timezone: string;
  currency: string;
}

/**
 * The store's timezone and currency, which every period and amount in an answer depends on, read from the store
 * subgraph's table (read-only) for each question, beside its other reads. They were kept for 30 s: the first answers
 * after an import that set the store's currency (or a profile that set its zone) were worded in the old one.
 */
export async function storeSettingsOf(pool: pg.Pool, storeId: string): Promise<StoreSettings> {
  const { rows } = await pool.query('SELECT timezone, currency FROM store WHERE id = $1', [storeId]);
  return { timezone: validTimezone(rows[0]?.timezone) ?? 'UTC', currency: rows[0]?.currency || 'USD' };
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
