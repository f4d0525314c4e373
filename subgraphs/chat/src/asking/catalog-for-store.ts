import type pg from 'pg';
import { commerceCatalog, type Catalog } from '../engine/index.ts';
import { withStoreValues } from './dimension-values.ts';

/**
 * What a store can ask about: the commerce warehouse, plus its uploaded and connected tables once the data-source
 * side lists them (listAskableTables). Kept as one function so the pipeline never cares where a table came from.
 */
export async function catalogForStore(pool: pg.Pool, storeId: string): Promise<Catalog> {
  return withStoreValues(pool, storeId, commerceCatalog);
}
