import type { NamedMigration } from '@dukkan/shared';
import { M001UsersAndSessions } from './m001-users-and-sessions.ts';

export const migrations: NamedMigration[] = [{ name: 'm001-users-and-sessions', class: M001UsersAndSessions }];
