import { Migration } from '@mikro-orm/migrations';

/** Warehouse tables whose rows the rollups are computed from: a change to any of them makes the store's rollups stale. */
export const ROLLUP_SOURCES = ['orders', 'order_lines', 'returns', 'products'] as const;

/** Like the warehouse tables: the reader sees the rows of the transaction's store only. */
const byStore = (table: string) => [
  `ALTER TABLE warehouse.${table} ENABLE ROW LEVEL SECURITY`,
  `CREATE POLICY ${table}_by_store ON warehouse.${table} FOR SELECT TO dukkan_reader
    USING (store_id = nullif(current_setting('dukkan.store_id', true), '')::bigint)`,
  `GRANT SELECT ON warehouse.${table} TO dukkan_reader`,
];

/**
 * Daily rollups of the warehouse (ADR 11): additive measures per store and local day (midnight in the store's
 * timezone, kept as a timestamp without zone), so a year of sales is a few hundred rows instead of a million orders.
 *
 * - `order_days`: order facts per day for one grouping at a time (`grouped_by`: day alone, channel, payment method,
 *   ship mode, currency, status, or place = country, region and city together), so each grouping stays as small as
 *   its number of values.
 * - `product_days`: order line facts per day and product (title, sku, category, vendor).
 * - `rollup_state`: the timezone a store's rollups were built in and when; `rollup_changes`: one row per statement
 *   that wrote a store's source rows since, appended by statement triggers and never updated, so writers never wait on
 *   each other. Rollups are fresh when built in the asked timezone and no change is pending (`rollups_fresh`).
 */
export class M030Rollups extends Migration {
  override up(): void {
    this.addSql(`CREATE TABLE warehouse.order_days (
      store_id bigint NOT NULL,
      grouped_by text NOT NULL,
      day timestamp NOT NULL,
      channel text, payment_method text, ship_mode text, currency text, status text, country text, region text, city text,
      orders bigint NOT NULL, active_orders bigint NOT NULL, cancelled_orders bigint NOT NULL, returned_orders bigint NOT NULL,
      gross_sales numeric NOT NULL, net_sales numeric NOT NULL, refunded numeric NOT NULL, discounts numeric NOT NULL,
      shipping numeric NOT NULL, tax numeric NOT NULL)`);
    this.addSql('CREATE INDEX order_days_store ON warehouse.order_days (store_id, grouped_by, day)');
    this.addSql(`CREATE TABLE warehouse.product_days (
      store_id bigint NOT NULL,
      day timestamp,
      title text, sku text, category text, vendor text,
      units bigint NOT NULL, gross_sales numeric NOT NULL, profit numeric NOT NULL)`);
    this.addSql('CREATE INDEX product_days_store ON warehouse.product_days (store_id, day)');
    this.addSql(`CREATE TABLE warehouse.rollup_state (
      store_id bigint PRIMARY KEY,
      timezone text NOT NULL,
      built_at timestamptz NOT NULL,
      build_ms integer NOT NULL)`);
    this.addSql(`CREATE TABLE warehouse.rollup_changes (
      store_id bigint NOT NULL,
      changed_at timestamptz NOT NULL DEFAULT clock_timestamp())`);
    this.addSql('CREATE INDEX rollup_changes_store ON warehouse.rollup_changes (store_id, changed_at)');
    for (const table of ['order_days', 'product_days', 'rollup_state', 'rollup_changes']) byStore(table).forEach((sql) => this.addSql(sql));

    // Read by answers as dukkan_reader: row-level security confines it to the transaction's store.
    this.addSql(`CREATE FUNCTION warehouse.rollups_fresh(store bigint, zone text) RETURNS boolean LANGUAGE sql STABLE AS $$
      SELECT EXISTS (SELECT 1 FROM warehouse.rollup_state s WHERE s.store_id = store AND s.timezone = zone)
         AND NOT EXISTS (SELECT 1 FROM warehouse.rollup_changes c WHERE c.store_id = store)
    $$`);
    this.addSql('GRANT EXECUTE ON FUNCTION warehouse.rollups_fresh(bigint, text) TO dukkan_reader');

    // Statement triggers with transition tables: one small insert per writing statement, whatever its size. A trigger
    // with transition tables takes one event, hence three per table.
    this.addSql(`CREATE FUNCTION warehouse.rollups_stale_new() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO warehouse.rollup_changes (store_id) SELECT DISTINCT store_id FROM new_rows;
      RETURN NULL; END $$`);
    this.addSql(`CREATE FUNCTION warehouse.rollups_stale_old() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO warehouse.rollup_changes (store_id) SELECT DISTINCT store_id FROM old_rows;
      RETURN NULL; END $$`);
    this.addSql(`CREATE FUNCTION warehouse.rollups_stale_both() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO warehouse.rollup_changes (store_id) SELECT store_id FROM new_rows UNION SELECT store_id FROM old_rows;
      RETURN NULL; END $$`);
    // TRUNCATE names no rows: every store with rollups becomes stale.
    this.addSql(`CREATE FUNCTION warehouse.rollups_stale_all() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO warehouse.rollup_changes (store_id) SELECT store_id FROM warehouse.rollup_state;
      RETURN NULL; END $$`);
    for (const table of ROLLUP_SOURCES) {
      this.addSql(`CREATE TRIGGER ${table}_rollups_insert AFTER INSERT ON warehouse.${table}
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION warehouse.rollups_stale_new()`);
      this.addSql(`CREATE TRIGGER ${table}_rollups_update AFTER UPDATE ON warehouse.${table}
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION warehouse.rollups_stale_both()`);
      this.addSql(`CREATE TRIGGER ${table}_rollups_delete AFTER DELETE ON warehouse.${table}
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION warehouse.rollups_stale_old()`);
      this.addSql(`CREATE TRIGGER ${table}_rollups_truncate AFTER TRUNCATE ON warehouse.${table}
        FOR EACH STATEMENT EXECUTE FUNCTION warehouse.rollups_stale_all()`);
    }
    // Stores that already have orders get their rollups built by the next sweep.
    this.addSql('INSERT INTO warehouse.rollup_changes (store_id) SELECT DISTINCT store_id FROM warehouse.orders');
  }
}
