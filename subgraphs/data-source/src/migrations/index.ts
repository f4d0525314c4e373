import type { NamedMigration } from '@dukkan/shared';
import { M001Warehouse } from './m001-warehouse.ts';
import { M010Imports } from './m010-imports.ts';

export const migrations: NamedMigration[] = [
  { name: 'm001-warehouse', class: M001Warehouse },
  { name: 'm010-imports', class: M010Imports },
];
