import type { NamedMigration } from '@dukkan/shared';
import { M001UsersAndSessions } from './m001-users-and-sessions.ts';
import { M002Accounts } from './m002-accounts.ts';

export const migrations: NamedMigration[] = [
  { name: 'm001-users-and-sessions', class: M001UsersAndSessions },
  { name: 'm002-accounts', class: M002Accounts },
];
