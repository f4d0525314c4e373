import type { NamedMigration } from '@dukkan/shared';
import { M001Stores } from './m001-stores.ts';

export const migrations: NamedMigration[] = [{ name: 'm001-stores', class: M001Stores }];
