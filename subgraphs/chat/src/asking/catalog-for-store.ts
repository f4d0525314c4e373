import type pg from 'pg';
import { commerceCatalog, type Catalog } from '../engine/index.ts';

/**
 * What a store can ask about: the commerce warehouse, plus its uploaded and connected tables once the data-source
 * side lists them (listAskableTables). Kept as one function so the pipeline never cares where a table came from.
 */
export async function catalogForStore(_pool: pg.Pool, _storeId: string): Promise<Catalog> {
  return commerceCatalog;
}
