import { WAREHOUSE_COLUMNS, WAREHOUSE_TABLES, type WarehouseTable } from '../warehouse/copy-text.ts';

export { copyLine } from '../warehouse/copy-text.ts';
/** The demo store fills every warehouse table. */
export const DEMO_COLUMNS = WAREHOUSE_COLUMNS;
export type DemoTable = WarehouseTable;
export const DEMO_TABLES = WAREHOUSE_TABLES;

/** Rows of one generated batch, per table, already in COPY text format. */
export type DemoBatch = Record<DemoTable, string[]>;
export const emptyBatch = (): DemoBatch => Object.fromEntries(DEMO_TABLES.map((table) => [table, []])) as unknown as DemoBatch;
