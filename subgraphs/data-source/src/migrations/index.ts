import type { NamedMigration } from '@dukkan/shared';
import { M001Warehouse } from './m001-warehouse.ts';

export const migrations: NamedMigration[] = [{ name: 'm001-warehouse', class: M001Warehouse }];
