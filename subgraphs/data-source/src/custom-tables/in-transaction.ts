import type pg from 'pg';

/** Thrown inside `inTransaction` to roll back and answer with `value` (a refusal, not a failure). */
export class RollBack<T> {
  constructor(readonly value: T) {}
}

/** Runs `work` on one connection in a transaction: committed when it returns, rolled back when it throws. */
export async function inTransaction<T, R = never>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T | R> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (error instanceof RollBack) return error.value as R;
    throw error;
  } finally {
    client.release();
  }
}
