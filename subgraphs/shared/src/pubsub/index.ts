import type pg from 'pg';
import type { PubSub } from './pubsub.ts';
import { PostgresPubSub } from './postgres.ts';
import { RedisPubSub } from './redis.ts';

/** Redis when REDIS_URL is set, otherwise PostgreSQL LISTEN/NOTIFY on the product's own database. */
export async function createPubSub(options: { databaseUrl: string; redisUrl?: string; pool: pg.Pool }): Promise<PubSub> {
  if (options.redisUrl) return new RedisPubSub(options.redisUrl);
  await PostgresPubSub.ensureTable(options.pool);
  return new PostgresPubSub(options.pool, options.databaseUrl);
}

export type { PubSub } from './pubsub.ts';
export { PostgresPubSub } from './postgres.ts';
export { RedisPubSub } from './redis.ts';
