import type { Catalog } from '../types.ts';

/**
 * What an owner's lines of a price and a quantity say was bought (Chinook's invoice lines: tracks), for "what did she
 * buy?": the lines' sales and the thing each line names. That thing is the one table the lines refer to directly that
 * has no date of its own (the track; the invoice is the purchase itself, dated).
 */
export function purchasesOf(catalog: Catalog): { metric: string; item: string } | null {
  if (catalog.orders) return null;
  // The lines' sales, price × quantity (custom/catalog-from-tables.ts names it `sales_<table>`).
  for (const metric of catalog.metrics.filter((m) => m.key.startsWith('sales_') && m.label.en === 'sales' && m.table)) {
    const lines = catalog.tables[metric.table!];
    const items = Object.values(lines?.joins ?? {})
      // One step: the join's condition reads the lines' own column.
      .filter((join) => join.on.includes(`= ${lines.alias}.`) && !catalog.tables[join.table]?.time)
      .map((join) => catalog.tables[join.table]?.rows?.dimension)
      .filter((key): key is string => Boolean(key && catalog.dimensions.find((d) => d.key === key)?.on[lines.key]));
    if (items.length === 1) return { metric: metric.key, item: items[0] };
  }
  return null;
}
