import type { Catalog } from '../types.ts';
import { commerceTables } from './commerce-tables.ts';
import { commerceMetrics } from './commerce-metrics.ts';
import { commerceDimensions } from './commerce-dimensions.ts';

/** The semantic layer over the store warehouse: every identifier the engine may ever put in SQL comes from here. */
export const commerceCatalog: Catalog = {
  name: 'commerce',
  tables: commerceTables,
  metrics: commerceMetrics,
  dimensions: commerceDimensions,
  orders: true,
};
