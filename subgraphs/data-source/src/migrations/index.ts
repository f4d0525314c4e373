import type { NamedMigration } from '@dukkan/shared';
import { M001Warehouse } from './m001-warehouse.ts';
import { M002StorePartitions } from './m002-store-partitions.ts';
import { M010Imports } from './m010-imports.ts';
import { M011ImportTimings } from './m011-import-timings.ts';
import { M012ImportKind } from './m012-import-kind.ts';
import { M020DataSources } from './m020-data-sources.ts';
import { M030Rollups } from './m030-rollups.ts';
import { M031LoadIndexes } from './m031-load-indexes.ts';
import { M032UnitsSoldNotCancelled } from './m032-units-sold-not-cancelled.ts';
import { M033TableUploadTarget } from './m033-table-upload-target.ts';
import { M034ColumnReferences } from './m034-column-references.ts';
import { M035LineCostOnce } from './m035-line-cost-once.ts';
import { M036ReadersCannotRebind } from './m036-readers-cannot-rebind.ts';
import { M037DiscountsNotCancelled } from './m037-discounts-not-cancelled.ts';
import { M038ImportRestarts } from './m038-import-restarts.ts';

export const migrations: NamedMigration[] = [
  { name: 'm001-warehouse', class: M001Warehouse },
  { name: 'm002-store-partitions', class: M002StorePartitions },
  { name: 'm010-imports', class: M010Imports },
  { name: 'm011-import-timings', class: M011ImportTimings },
  { name: 'm012-import-kind', class: M012ImportKind },
  { name: 'm020-data-sources', class: M020DataSources },
  { name: 'm030-rollups', class: M030Rollups },
  { name: 'm031-load-indexes', class: M031LoadIndexes },
  { name: 'm032-units-sold-not-cancelled', class: M032UnitsSoldNotCancelled },
  { name: 'm033-table-upload-target', class: M033TableUploadTarget },
  { name: 'm034-column-references', class: M034ColumnReferences },
  { name: 'm035-line-cost-once', class: M035LineCostOnce },
  { name: 'm036-readers-cannot-rebind', class: M036ReadersCannotRebind },
  { name: 'm037-discounts-not-cancelled', class: M037DiscountsNotCancelled },
  { name: 'm038-import-restarts', class: M038ImportRestarts },
];
