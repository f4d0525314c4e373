import type pg from 'pg';
import type { Settings } from '@dukkan/shared';
import { listAskableTables, type AskableTable } from '@dukkan/data-source/database-sources/index.ts';
import { catalogFromTables, commerceCatalog, mergeCatalogs, type Catalog, type Plan } from '../engine/index.ts';
import { besideCommerce } from '../engine/custom/beside-commerce.ts';
import { withStoreValues } from './dimension-values.ts';
import { withSourceValues } from './source-values.ts';

/** Where the rows of a catalog table live, which decides how a question over it is run. */
export type TablePlace =
  | { kind: 'warehouse' }
  /** An uploaded CSV table in the store's own schema, read as the store's reader role. */
  | { kind: 'store-schema' }
  /** A table of the seller's own connected PostgreSQL or MySQL/MariaDB database, read there, read-only. */
  | { kind: 'database'; sourceId: string };

export interface StoreCatalog {
  catalog: Catalog;
  placeOf(plan: Plan): TablePlace;
  /** Whether the store holds anything to ask about yet: orders in its warehouse, or a file or database table. */
  hasData: boolean;
}

const cache = new Map<string, { commerce: Catalog; signature: string; value: StoreCatalog }>();

/**
 * What a store can ask about: the commerce warehouse (with its own dimension values) plus its uploaded CSV tables
 * and the tables of its connected PostgreSQL and MySQL/MariaDB databases. The merged catalog object is kept while nothing changed,
 * so the engine's word indexes (cached per catalog) are built once per change, not once per question.
 */
export async function catalogForStore(deps: { pool: pg.Pool; settings: Settings }, storeId: string): Promise<StoreCatalog> {
  const { pool } = deps;
  const [commerce, tables, sells] = await Promise.all([
    withStoreValues(pool, storeId, commerceCatalog),
    askableTables(pool, storeId).then((listed) => withSourceValues(deps, storeId, listed)),
    hasOrders(pool, storeId),
  ]);
  const signature = `${sells}:${JSON.stringify(tables)}`;
  const hit = cache.get(storeId);
  if (hit && hit.commerce === commerce && hit.signature === signature) return hit.value;
  const value = build(commerce, tables, sells);
  cache.set(storeId, { commerce, signature, value });
  return value;
}

/** Custom tables: CSV tables and the tables of connected databases, each written in its database's dialect. */
async function askableTables(pool: pg.Pool, storeId: string): Promise<AskableTable[]> {
  try {
    return await listAskableTables(pool, storeId);
  } catch {
    // Custom data must never stop the warehouse from answering.
    return [];
  }
}

const selling = new Map<string, number>();
const SELLING_MS = 30_000;

/**
 * Whether the store's warehouse holds orders; a store of files only should read "sales" as its file's Sales. A store
 * found selling is remembered for 30 s, like its settings (a question should not pay a round trip for it); one that
 * is not is asked every time, so its first import counts at once.
 */
async function hasOrders(pool: pg.Pool, storeId: string): Promise<boolean> {
  if ((selling.get(storeId) ?? 0) > Date.now()) return true;
  const { rows } = await pool.query('SELECT EXISTS (SELECT 1 FROM warehouse.orders WHERE store_id = $1) AS sells', [storeId]);
  if (rows[0].sells) selling.set(storeId, Date.now() + SELLING_MS);
  return rows[0].sells;
}

function build(commerce: Catalog, tables: AskableTable[], sells: boolean): StoreCatalog {
  if (!tables.length) return { catalog: commerce, placeOf: () => ({ kind: 'warehouse' }), hasData: sells };
  // Beside a warehouse that sells, custom tables answer only to the words that name them (besideCommerce).
  const custom = besideCommerce(catalogFromTables(tables), commerce, { commerceWords: sells });
  // catalogFromTables keys its tables t0, t1... in the order given.
  const places = new Map<string, TablePlace>(
    tables.map((table, index) => [`t${index}`, table.sourceKind === 'csv' ? { kind: 'store-schema' } : { kind: 'database', sourceId: table.sourceId }]),
  );
  // The first catalog's words win ties ("sales"): the warehouse when the store sells, its own files otherwise.
  // A store that sells nothing yet is a store of files: the engine reads it as such (its file's rows ranked, levels
  // averaged, a month without a year read up to the file's last day), with no order to look up.
  const catalog = sells ? mergeCatalogs(commerce, custom) : { ...mergeCatalogs(custom, commerce), orders: false };
  return {
    catalog,
    hasData: true,
    placeOf: (plan) => {
      if (plan.kind !== 'aggregate') return { kind: 'warehouse' };
      const metric = catalog.metrics.find((candidate) => candidate.key === plan.metrics[0]);
      return (metric && places.get(metric.table)) ?? { kind: 'warehouse' };
    },
  };
}
