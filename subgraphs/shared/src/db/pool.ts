import pg from 'pg';

// Numeric and bigint columns come back as strings by default; money must not lose precision, so
// NUMERIC stays a string and is parsed where it is formatted. COUNT(*) (int8) fits a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

/** A plain pg pool for raw SQL paths (warehouse queries, COPY, session lookup). */
export function createPool(databaseUrl: string, max = 8): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, idleTimeoutMillis: 10_000 });
  // An idle client whose connection the server ends (restart, failover, DROP DATABASE ... FORCE) emits 'error' on
  // the pool; unhandled, that would take the whole process down. The pool replaces the client on next use.
  pool.on('error', (error) => console.error(`database pool: ${error.message}`));
  return pool;
}

export type { Pool, PoolClient } from 'pg';
