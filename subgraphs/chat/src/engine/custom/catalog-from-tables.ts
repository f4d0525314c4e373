import type { Catalog, SourceTable } from '../types.ts';

export function catalogFromTables(tables: SourceTable[], name = 'custom'): Catalog {
  void tables;
  return { name, tables: {}, metrics: [], dimensions: [] };
}
export function mergeCatalogs(...catalogs: Catalog[]): Catalog {
  return { name: catalogs.map((c) => c.name).join('+'), tables: Object.assign({}, ...catalogs.map((c) => c.tables)), metrics: catalogs.flatMap((c) => c.metrics), dimensions: catalogs.flatMap((c) => c.dimensions), orders: catalogs.some((c) => c.orders) };
}
