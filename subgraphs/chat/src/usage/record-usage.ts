import type pg from 'pg';

/**
 * Counts a store's conversations and questions per calendar month (UTC). Plans and quotas read these counters
 * later; for now only the counting exists, and it never blocks an answer.
 */
export async function recordUsage(pool: pg.Pool, storeId: string, usage: { conversations: number; questions: number }): Promise<void> {
  await pool.query(
    `INSERT INTO chat_usage (store_id, month, conversations, questions)
     VALUES ($1, date_trunc('month', now() AT TIME ZONE 'UTC')::date, $2, $3)
     ON CONFLICT (store_id, month) DO UPDATE
       SET conversations = chat_usage.conversations + EXCLUDED.conversations,
           questions = chat_usage.questions + EXCLUDED.questions`,
    [storeId, usage.conversations, usage.questions],
  );
}

/** This month's usage of a store (zeros when it has not asked anything yet). */
export async function usageThisMonth(pool: pg.Pool, storeId: string): Promise<{ conversations: number; questions: number }> {
  const { rows } = await pool.query(
    `SELECT conversations, questions FROM chat_usage
      WHERE store_id = $1 AND month = date_trunc('month', now() AT TIME ZONE 'UTC')::date`,
    [storeId],
  );
  return rows[0] ?? { conversations: 0, questions: 0 };
}
