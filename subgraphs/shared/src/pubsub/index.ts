import type pg from 'pg';
import type { PubSub } from './pubsub.ts';
import { PostgresPubSub } from './postgres.ts';

/**
 * Redis when REDIS_URL is set, otherwise PostgreSQL LISTEN/NOTIFY on the product's own database.
 *
 * The Redis client is loaded only when it is used: ioredis declares `class VerbatimString extends String`, and merely
 * defining a String subclass makes V8 take slower paths for string methods process-wide (a seller import's parse
 * ran 45% slower with ioredis loaded; ADR 15).
 */
export async function createPubSub(options: { databaseUrl: string; redisUrl?: string; pool: pg.Pool }): Promise<PubSub> {
  if (options.redisUrl) {
    const { RedisPubSub } = await import('./redis.ts');
    return new RedisPubSub(options.redisUrl);
  }
  await PostgresPubSub.ensureTable(options.pool);
  return new PostgresPubSub(options.pool, options.databaseUrl);
}

export type { PubSub } from './pubsub.ts';
export { PostgresPubSub } from './postgres.ts';
