import type pg from 'pg';
import type { Catalog, Dimension } from '../engine/index.ts';
import { runReadOnly } from '../execution/run-read-only.ts';

/** Values per dimension kept at most: enough for cities, categories and vendors; customers and orders are found by lookups. */
const PER_DIMENSION = 300;
/**
 * Customers' full names (two words or more, so a one-word name never stands for an everyday word), so "sales for
 * Omar Al-Dosari" filters on that customer; the filter matches every customer of that name, as the owner said it.
 */
const CUSTOMER_NAMES = 20_000;
const FRESH_MS = 10 * 60_000;
// A subscription's billing interval is known by its words ("yearly"), never by its codes "month" and "year".
const SKIP = new Set(['customer', 'order', 'billing_interval']);

interface Loaded {
  catalog: Catalog;
  at: number;
  /** When the store's last orders import finished, as read with the values (see `warehouseVersion`). */
  version: string;
  refreshing?: Promise<void>;
}
const loaded = new Map<string, Loaded>();

/**
 * One expression per dimension that needs no join, on the smallest table that has one (cities from customers, not
 * from a million orders; categories from products, not from their order lines), by the planner's row estimates.
 */
function sourceOf(catalog: Catalog, dimension: Dimension, sizes: Map<string, number>): { from: string; expression: string } | null {
  let best: { from: string; expression: string; size: number } | null = null;
  for (const [tableKey, binding] of Object.entries(dimension.on)) {
    const table = catalog.tables[tableKey];
    // Rollups may be stale; values come from the tables themselves. A derived table (the pairs of products bought
    // together, ADR 44) is no table to read `schema.name` of: its columns are the subquery's, and reading them from
    // the table it is named after failed the one query of every dimension, so the store's cities, codes and
    // categories were never known ("coupon EID10" was read as Eid al-Adha and October).
    if (!table || binding.joins?.length || !table.storeColumn || table.rollup || table.subquery) continue;
    const size = sizes.get(`${table.schema}.${table.name}`) ?? Number.MAX_SAFE_INTEGER;
    if (!best || size < best.size) best = { from: `"${table.schema}"."${table.name}" ${table.alias}`, expression: binding.sql, size };
  }
  return best;
}

async function tableSizes(pool: pg.Pool): Promise<Map<string, number>> {
  const { rows } = await pool.query(
    // A partitioned table (the warehouse) has no estimate of its own: its partitions' estimates add up.
    `SELECT n.nspname || '.' || c.relname AS name,
       CASE WHEN c.relkind = 'p' THEN (SELECT coalesce(sum(greatest(p.reltuples, 0)), 0) FROM pg_inherits i JOIN pg_class p ON p.oid = i.inhrelid WHERE i.inhparent = c.oid)
         ELSE greatest(c.reltuples, 0) END::float AS rows
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition`,
  );
  return new Map(rows.map((row) => [row.name as string, row.rows as number]));
}

async function load(pool: pg.Pool, storeId: string, base: Catalog): Promise<Catalog> {
  const sizes = await tableSizes(pool);
  const parts: string[] = [];
  const keys: string[] = [];
  let maxRows = 0;
  /** One dimension's distinct values: `from` and `where` read them, at most `limit`. */
  const read = (key: string, expression: string, from: string, where: string, limit: number) => {
    keys.push(key);
    parts.push(`(SELECT ${keys.length - 1} AS d, v FROM (SELECT DISTINCT ${expression} AS v FROM ${from} WHERE ${where} LIMIT ${limit}) x)`);
    maxRows += limit;
  };
  for (const dimension of base.dimensions) {
    if (dimension.kind !== 'category' || dimension.values?.length || SKIP.has(dimension.key)) continue;
    const source = sourceOf(base, dimension, sizes);
    if (source) read(dimension.key, `(${source.expression})::text`, source.from, `(${source.expression}) IS NOT NULL`, PER_DIMENSION);
  }
  if (base.dimensions.some((d) => d.key === 'customer') && base.tables.customers) {
    read('customer', `concat_ws(' ', c.first_name, c.last_name)`, '"warehouse"."customers" c', `c.first_name <> '' AND c.last_name <> ''`, CUSTOMER_NAMES);
  }
  if (!parts.length) return base;
  // Read like any question: as the reader role, confined to the store by row-level security.
  const result = await runReadOnly(pool, storeId, { sql: parts.join(' UNION ALL '), params: [] }, { maxRows, timeoutMs: 10_000 });
  const values: Record<string, string[]> = {};
  for (const row of result.rows as { d: number; v: string }[]) (values[keys[row.d]] ??= []).push(row.v);
  return { ...base, dimensions: base.dimensions.map((dimension) => (values[dimension.key] ? { ...dimension, values: values[dimension.key] } : dimension)) };
}

/**
 * When the store's warehouse last took an import: its values are read again at the next question after one. A seller
 * who asked before their first import found their products and cities unknown for ten minutes after it ("units sold
 * of silk scarf" was every unit, the words "not matched").
 */
async function warehouseVersion(pool: pg.Pool, storeId: string): Promise<string> {
  const { rows } = await pool.query(
    "SELECT coalesce(max(finished_at), 'epoch')::text AS at FROM data_source_import WHERE store_id = $1 AND kind = 'seller-csv' AND status = 'succeeded'",
    [storeId],
  );
  return rows[0].at as string;
}

/** Whether two catalogs hold the same values in every dimension, in whatever order the database gave them. */
function sameValues(a: Catalog, b: Catalog): boolean {
  const valuesOf = (catalog: Catalog) => JSON.stringify(catalog.dimensions.map((d) => [d.key, [...(d.values ?? [])].sort()]));
  return valuesOf(a) === valuesOf(b);
}

/**
 * The catalog with the store's own dimension values, so "only in Riyadh" or "for Furniture" is matched against the
 * data. Loaded once per store, again at the first question after an import, and refreshed in the background when
 * older than ten minutes: a question never waits for it except the store's very first one and the first after an
 * import. The same catalog object is returned while its values stay the same (a refresh that finds nothing new keeps
 * it), so the engine's value index (cached per catalog, seconds to build for a store with thousands of customers) is
 * built once per change.
 */
export async function withStoreValues(pool: pg.Pool, storeId: string, base: Catalog): Promise<Catalog> {
  const key = `${storeId}:${base.name}`;
  const version = await warehouseVersion(pool, storeId).catch(() => '');
  const hit = loaded.get(key);
  if (hit && hit.catalog.name === base.name && hit.version === version) {
    if (Date.now() - hit.at > FRESH_MS && !hit.refreshing) {
      hit.refreshing = load(pool, storeId, base)
        .then((catalog) => void loaded.set(key, { catalog: sameValues(catalog, hit.catalog) ? hit.catalog : catalog, at: Date.now(), version }))
        .catch(() => void (hit.refreshing = undefined));
    }
    return hit.catalog;
  }
  const catalog = await load(pool, storeId, base).catch(() => base);
  loaded.set(key, { catalog: hit && sameValues(catalog, hit.catalog) ? hit.catalog : catalog, at: Date.now(), version });
  return loaded.get(key)!.catalog;
}
