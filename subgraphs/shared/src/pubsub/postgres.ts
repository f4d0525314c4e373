import pg from 'pg';
import { createHash } from 'node:crypto';
import { messageOf, payloadsOf, pushIterator, type PubSub } from './pubsub.ts';

// NOTIFY payloads are limited to 8000 bytes; larger events are stored and the notification carries their id.
const INLINE_LIMIT = 7000;

/** Channel names are identifiers of at most 63 bytes: topics are hashed into one. */
const channelOf = (topic: string) => `dk_${createHash('sha1').update(topic).digest('hex').slice(0, 40)}`;

/** Pub/sub over PostgreSQL LISTEN/NOTIFY: the default, so one database is all a deployment needs. */
export class PostgresPubSub implements PubSub {
  private listener: pg.Client | null = null;
  private ready: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<(payload: unknown) => void>>();

  constructor(private readonly pool: pg.Pool, private readonly databaseUrl: string) {}

  static async ensureTable(pool: pg.Pool): Promise<void> {
    // Every subgraph process calls this on start; CREATE TABLE IF NOT EXISTS is not safe when two race, so serialise.
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("SELECT pg_advisory_xact_lock(hashtext('dukkan.pubsub_payload'))");
      await client.query(`CREATE TABLE IF NOT EXISTS pubsub_payload (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, body jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  private connect(): Promise<pg.Client> {
    this.ready ??= (async () => {
      const client = new pg.Client({ connectionString: this.databaseUrl });
      await client.connect();
      client.on('notification', (message) => void this.dispatch(message.channel, message.payload ?? 'null'));
      client.on('error', () => {
        // A dropped listener connection is re-established on the next subscribe.
        this.listener = null;
        this.ready = null;
      });
      this.listener = client;
      return client;
    })();
    return this.ready;
  }

  private async dispatch(channel: string, raw: string): Promise<void> {
    const set = this.handlers.get(channel);
    if (!set?.size) return;
    let payload = JSON.parse(raw) as unknown;
    if (payload && typeof payload === 'object' && '__stored' in payload) {
      const { rows } = await this.pool.query('SELECT body FROM pubsub_payload WHERE id = $1', [(payload as { __stored: number }).__stored]);
      payload = rows[0]?.body ?? null;
    }
    for (const item of payloadsOf(payload)) for (const handler of set) handler(item);
  }

  publishAll(topic: string, payloads: unknown[]): Promise<void> {
    return this.publish(topic, messageOf(payloads));
  }

  async publish(topic: string, payload: unknown): Promise<void> {
    let text = JSON.stringify(payload ?? null);
    if (Buffer.byteLength(text) > INLINE_LIMIT) {
      const { rows } = await this.pool.query('INSERT INTO pubsub_payload (body) VALUES ($1) RETURNING id', [text]);
      text = JSON.stringify({ __stored: rows[0].id });
      // Old stored payloads are only needed for the moment of delivery.
      void this.pool.query("DELETE FROM pubsub_payload WHERE created_at < now() - interval '10 minutes'").catch(() => {});
    }
    await this.pool.query('SELECT pg_notify($1, $2)', [channelOf(topic), text]);
  }

  async subscribe(topic: string) {
    const client = await this.connect();
    const channel = channelOf(topic);
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await client.query(`LISTEN ${channel}`);
    }
    const handlerSet = set;
    const { push, iterator } = pushIterator(async () => {
      handlerSet.delete(push);
      if (!handlerSet.size) {
        this.handlers.delete(channel);
        await this.listener?.query(`UNLISTEN ${channel}`).catch(() => {});
      }
    });
    handlerSet.add(push);
    return iterator;
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await this.listener?.end().catch(() => {});
    this.listener = null;
    this.ready = null;
  }
}
