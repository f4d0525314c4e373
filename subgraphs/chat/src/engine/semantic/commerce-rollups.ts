import type { Catalog, CatalogTable, Dimension, Metric } from '../types.ts';
import { fromTimeOf } from './week-days.ts';

/**
 * The warehouse's daily rollups (data-source migration m030, ADR 11) as alternative base tables: one per grouping of
 * `warehouse.order_days`, and `warehouse.product_days`. Their time is the store's local day, so periods and grains
 * need no timezone. Each metric here is the same number as on the base tables, from additive measures: sums of
 * sums, counts as sums of counts, ratios as a sum over a sum. Metrics that are not additive (distinct customers, new
 * and returning customers) have no rollup and are always answered from the base tables.
 */
interface Rollup {
  table: Omit<CatalogTable, 'key' | 'schema' | 'rollup' | 'localTime' | 'storeColumn'>;
  /** Dimension key → expression over the rollup's alias. */
  dimensions: Record<string, string>;
  /** Metric key → aggregate over the rollup's alias. */
  metrics: Record<string, string>;
}

const orderMetrics: Record<string, string> = {
  gross_sales: 'coalesce(sum(od.gross_sales), 0)',
  net_sales: 'coalesce(sum(od.net_sales), 0)',
  orders: 'coalesce(sum(od.orders), 0)',
  cancelled_orders: 'coalesce(sum(od.cancelled_orders), 0)',
  // avg(total) of orders not cancelled is their sum over their count (PostgreSQL's numeric avg divides the same way).
  aov: 'sum(od.gross_sales) / nullif(sum(od.active_orders), 0)',
  discounts: 'coalesce(sum(od.discounts), 0)',
  refund_rate: 'sum(od.refunded) / nullif(sum(od.gross_sales), 0)',
  return_rate: 'sum(od.returned_orders)::numeric / nullif(sum(od.orders), 0)',
  shipping: 'coalesce(sum(od.shipping), 0)',
  avg_shipping: 'coalesce(sum(od.shipping), 0) / nullif(sum(od.active_orders), 0)',
  tax: 'coalesce(sum(od.tax), 0)',
};

/** `warehouse.order_days` holds one grouping per row; each grouping is its own table here. */
const orderGroupings: Record<string, Record<string, string>> = {
  day: {},
  channel: { channel: 'od.channel' },
  payment_method: { payment_method: 'od.payment_method' },
  ship_mode: { ship_mode: 'od.ship_mode' },
  currency: { currency: 'od.currency' },
  status: { status: 'od.status' },
  place: { country: 'od.country', region: 'od.region', city: 'od.city' },
};

const rollups: Record<string, Rollup> = {
  ...Object.fromEntries(Object.entries(orderGroupings).map(([grouping, dimensions]) => [grouping === 'day' ? 'order_days' : `order_days_by_${grouping}`, {
    table: { name: 'order_days', alias: 'od', time: 'od.day', subquery: `SELECT * FROM warehouse.order_days WHERE grouped_by = '${grouping}'` },
    dimensions,
    metrics: orderMetrics,
  }])),
  product_days: {
    table: { name: 'product_days', alias: 'pd', time: 'pd.day' },
    dimensions: { product: 'pd.title', category: 'pd.category', vendor: 'pd.vendor', sku: 'pd.sku' },
    metrics: { gross_sales: 'coalesce(sum(pd.gross_sales), 0)', units: 'coalesce(sum(pd.units), 0)', profit: 'coalesce(sum(pd.profit), 0)' },
  },
};

/** The catalog with the rollups added as tables, metric variants and dimension bindings (chooseBase skips them unless asked). */
export function withRollups(catalog: Catalog): Catalog {
  const tables: Record<string, CatalogTable> = { ...catalog.tables };
  for (const [key, rollup] of Object.entries(rollups)) {
    tables[key] = { key, schema: 'warehouse', storeColumn: 'store_id', localTime: true, dateOnly: true, rollup: true, ...rollup.table };
  }
  const metrics: Metric[] = catalog.metrics.map((metric) => {
    const extra = Object.entries(rollups).filter(([, r]) => r.metrics[metric.key]).map(([table, r]) => ({ table, sql: r.metrics[metric.key] }));
    return extra.length ? { ...metric, variants: [...(metric.variants ?? []), ...extra] } : metric;
  });
  const dimensions: Dimension[] = catalog.dimensions.map((dimension) => {
    // A day of the week is read from the rollup's local day like from any other time column; an hour (or the part of
    // the day it is in) is not in it.
    const fromTime = fromTimeOf(dimension);
    const extra = fromTime ? (fromTime.fromTime === 'hour' || fromTime.fromTime === 'part_of_day' ? [] : ['order_days', 'product_days'].map((table) => [table, fromTime]))
      : Object.entries(rollups).filter(([, r]) => r.dimensions[dimension.key]).map(([table, r]) => [table, { sql: r.dimensions[dimension.key] }]);
    return extra.length ? { ...dimension, on: { ...dimension.on, ...Object.fromEntries(extra) } } : dimension;
  });
  return { ...catalog, tables, metrics, dimensions };
}
