import type { NamedMigration } from '@dukkan/shared';
import { M001Conversations } from './m001-conversations.ts';

export const migrations: NamedMigration[] = [{ name: 'm001-conversations', class: M001Conversations }];
