/**
 * What the question engine uses to ask about a store's own data: the tables it may query and a read-only executor.
 * Decision and isolation: docs/adr/0005-custom-data-isolation.md, docs/adr/0006-database-sources-live-read-only.md.
 */
export { listAskableTables, runReadOnly, ReadOnlyQueryError, type AskableTable, type AskableColumn, type ReadOnlyOptions } from './askable.ts';
export { storeReaderRole, storeSchemaName, withStoreReader, ensureStoreSchema } from '../custom-tables/store-schema.ts';
export type { QueryResult } from './remote-database.ts';
export type { DatabaseEngine } from './connection-settings.ts';
