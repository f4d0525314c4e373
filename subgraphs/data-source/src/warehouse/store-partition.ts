import type pg from 'pg';
import type { CopyStreamQuery } from 'pg-copy-streams';
import { copyIn } from './copy-in.ts';
import { WAREHOUSE_COLUMNS, WAREHOUSE_TABLES, type WarehouseTable } from './copy-text.ts';
import { markRollupsStale } from '../rollups/index.ts';

type Client = pg.PoolClient | pg.Client | pg.Pool;

/**
 * A store's next warehouse, built beside the live one as plain tables (one per warehouse table, named
 * `warehouse.<table>_s<store>_<tag>`), filled with COPY, indexed once at the end, and swapped in with
 * DETACH/ATTACH PARTITION in one short transaction (ADR 9). Until that commit every query sees the store's previous
 * rows; after it, the new ones. Nothing here inserts into a shared, indexed table.
 */
export class StorePartitionLoad {
  readonly store: number;

  constructor(storeId: string | number, private readonly tag: string) {
    this.store = Number(storeId);
    if (!Number.isSafeInteger(this.store) || !/^[a-z0-9]+$/.test(tag)) throw new Error('invalid partition name');
  }

  name(table: WarehouseTable): string {
    return `warehouse.${table}_s${this.store}_${this.tag}`;
  }

  /** Empty tables shaped like the warehouse's, each already constrained to this store (so ATTACH needs no scan). */
  async create(client: Client): Promise<void> {
    await this.drop(client);
    for (const table of WAREHOUSE_TABLES) {
      await client.query(`CREATE TABLE ${this.name(table)} (LIKE warehouse.${table} INCLUDING DEFAULTS,
        CONSTRAINT ${table}_s${this.store}_${this.tag}_store CHECK (store_id = ${this.store}))`);
    }
  }

  /** Tables whose indexes were built before their rows came (indexEarly): index() only analyzes them. */
  private readonly indexedEarly = new Set<WarehouseTable>();

  /**
   * Builds a table's indexes now, while it is empty, so that the COPY maintains them as the rows come. Worth it only
   * for a table whose keys arrive in ascending order (order lines: ids are row numbers, order ids the first row of
   * each order): PostgreSQL then appends each key to the right-most leaf page, and that work is done by the COPY's
   * backend while Node is still parsing the file, rather than after the file on the critical path.
   */
  async indexEarly(client: Client, table: WarehouseTable): Promise<void> {
    for (const statement of await this.indexStatements(client, table)) await client.query(statement);
    this.indexedEarly.add(table);
  }

  /** The statements that build a table's indexes (read from the catalog, so an index added by a later migration is built too). */
  private async indexStatements(client: Client, table: WarehouseTable): Promise<string[]> {
    const { rows } = await client.query<{ def: string; primary: boolean }>(
      'SELECT pg_get_indexdef(indexrelid) AS def, indisprimary AS primary FROM pg_index WHERE indrelid = $1::regclass ORDER BY indexrelid',
      [`warehouse.${table}`],
    );
    const target = this.name(table);
    return rows.map((row, i) =>
      row.primary
        ? `ALTER TABLE ${target} ADD PRIMARY KEY (store_id, id)`
        : row.def.replace(/^CREATE (UNIQUE )?INDEX \S+ ON ONLY \S+ /, `CREATE $1INDEX ${target.split('.')[1]}_${i} ON ${target} `),
    );
  }

  copy(client: pg.PoolClient | pg.Client, table: WarehouseTable): CopyStreamQuery {
    return copyIn(client, `COPY ${this.name(table)} (${WAREHOUSE_COLUMNS[table].join(', ')}) FROM STDIN`);
  }

  /**
   * Builds every index the warehouse tables have (read from the catalog, so an index added by a later migration is
   * built too) and the statistics, spread over the given connections.
   */
  /** Returns each statement's seconds, for the load's timings. */
  async index(clients: Client[]): Promise<Record<string, number>> {
    // Biggest tables first, so the last statements taken are small ones and both connections finish about together.
    // A table's ANALYZE waits for index builds on it (their locks conflict): the early-indexed tables' come first,
    // which nothing else touches, and the others' after every index build has been taken.
    const tables = ['order_lines', 'orders', 'customers', ...WAREHOUSE_TABLES.filter((t) => !['order_lines', 'orders', 'customers'].includes(t))] as WarehouseTable[];
    const analyze = (table: WarehouseTable) => `ANALYZE ${this.name(table)}`;
    const work = tables.filter((table) => this.indexedEarly.has(table)).map(analyze);
    for (const table of tables) if (!this.indexedEarly.has(table)) work.push(...(await this.indexStatements(clients[0], table)));
    work.push(...tables.filter((table) => !this.indexedEarly.has(table)).map(analyze));
    const seconds: Record<string, number> = {};
    // One queue: each connection takes the next statement when it is free (dealt out in turn, one connection could
    // be left with most of the work).
    let next = 0;
    await Promise.all(clients.map(async (client) => {
      await client.query("SET maintenance_work_mem = '256MB'");
      while (next < work.length) {
        const statement = work[next++];
        const started = performance.now();
        await client.query(statement);
        const what = /^(?:ALTER TABLE (\S+) ADD PRIMARY KEY|CREATE (?:UNIQUE )?INDEX \S+ ON (\S+) USING \w+ (\(.*\))|ANALYZE (\S+))/.exec(statement);
        const label = what ? (what[1] ? `${what[1]} pkey` : what[2] ? `${what[2]} ${what[3]}` : `${what[4]} analyze`) : statement.slice(0, 40);
        seconds[label.replace(/^warehouse\.(\w+?)_s\d+_\w+/, '$1')] = Math.round(performance.now() - started) / 1000;
      }
      await client.query('RESET maintenance_work_mem');
    }));
    return seconds;
  }

  /**
   * Inside the caller's transaction: drops the store's current partitions (or deletes its rows from the default
   * partition) and attaches the new ones; identity sequences move past the loaded ids. At the commit the old tables
   * are gone with it: no leftover for a crash to leak, none for a reader to find.
   */
  async swap(client: Client): Promise<void> {
    // One swap per store at a time, across instances: a second load waits, then replaces the first's partitions.
    await client.query("SELECT pg_advisory_xact_lock(hashtext('dukkan-warehouse-swap'), $1::int)", [this.store % 2 ** 31]);
    // DETACH/ATTACH fire no row triggers: the store's daily rollups are marked stale in the same transaction (ADR 11).
    await markRollupsStale(client, this.store);
    for (const table of WAREHOUSE_TABLES) {
      const { rows } = await client.query<{ name: string }>(
        `SELECT c.oid::regclass::text AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
          WHERE i.inhparent = $1::regclass AND pg_get_expr(c.relpartbound, c.oid) = $2`,
        [`warehouse.${table}`, `FOR VALUES IN ('${this.store}')`],
      );
      // Dropping a partition locks its parent like DETACH would, for the rest of this short transaction.
      for (const { name } of rows) await client.query(`DROP TABLE ${name}`);
      await client.query(`DELETE FROM warehouse.${table}_default WHERE store_id = $1`, [this.store]);
      await client.query(`ALTER TABLE warehouse.${table} ATTACH PARTITION ${this.name(table)} FOR VALUES IN (${this.store})`);
      // Rows written one by one later (webhooks) take ids from the shared identity: it must pass the loaded ids.
      await client.query(
        `SELECT setval(seq, greatest(coalesce(pg_sequence_last_value(seq), 1), (SELECT coalesce(max(id), 1) FROM ${this.name(table)})))
          FROM (SELECT pg_get_serial_sequence('warehouse.${table}', 'id')::regclass AS seq) s`,
      );
    }
  }

  /** Removes the load tables (after a failure, or before a new attempt). */
  async drop(client: Client): Promise<void> {
    for (const table of WAREHOUSE_TABLES) await client.query(`DROP TABLE IF EXISTS ${this.name(table)}`);
  }
}
